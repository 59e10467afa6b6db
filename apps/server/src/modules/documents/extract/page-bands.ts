/** A greyscale image as sharp gives it raw: one byte a pixel (0 is black), row after row. */
export type GreyImage = { pixels: Uint8Array; width: number; height: number };
/** The rows from `top` up to but not including `bottom`, the whole width of the page. */
export type Band = { top: number; bottom: number };

/**
 * A pixel darker than this is ink. Well above the middle grey, so the faint edges of letters and
 * light print count as ink too: a row taken for blank must really be blank.
 */
const INK_BELOW = 192;
/** A cut needs at least 1.5 mm of blank rows, measured against an A4 page's 210 mm width. */
const MIN_GAP_OF_WIDTH = 1.5 / 210;
const MIN_GAP_ROWS = 4;
/**
 * A run of ink rows shorter than a third of the page's median run is no line of text but the dots
 * of i's, accents or a rule standing apart from their line, which no cut may separate from it.
 */
const MIN_LINE_OF_MEDIAN = 1 / 3;

type Run = { ink: boolean; top: number; bottom: number };

const hasInk = (row: Uint8Array) => row.some((pixel) => pixel < INK_BELOW);

/** The page's rows as alternating runs of rows with ink and blank rows, top to bottom. */
function rowRuns({ pixels, width, height }: GreyImage): Run[] {
  const runs: Run[] = [];
  for (let row = 0; row < height; row += 1) {
    const ink = hasInk(pixels.subarray(row * width, (row + 1) * width));
    const last = runs.at(-1);
    if (last?.ink === ink) last.bottom = row + 1;
    else runs.push({ ink, top: row, bottom: row + 1 });
  }
  return runs;
}

/**
 * The page cut into at most `count` bands, one above the other, to be read by OCR side by side
 * (docs/decisions/0066-ocr-in-bands.md). A cut is made only in the middle of a run of blank rows
 * at least 1.5 mm tall between two lines of text, so it never goes through a line, nor between a
 * line and its accents or the dots of its i's. Cuts are chosen to share the rows with ink evenly. The bands hold every row with ink and
 * 1.5 mm of margin around them; the blank margins beyond are left out. A page with nowhere to cut
 * is one band.
 */
export function cutIntoBands(image: GreyImage, count: number): Band[] {
  const runs = rowRuns(image);
  const inkRuns = runs.filter((run) => run.ink);
  if (inkRuns.length === 0) return [{ top: 0, bottom: image.height }];
  const minGap = Math.max(MIN_GAP_ROWS, Math.round(image.width * MIN_GAP_OF_WIDTH));
  const heights = inkRuns.map((run) => run.bottom - run.top).sort((a, b) => a - b);
  const minLine = heights[Math.floor(heights.length / 2)]! * MIN_LINE_OF_MEDIAN;
  const isGap = (run: Run) => !run.ink && run.bottom - run.top >= minGap;
  const isLine = (run: Run | undefined) => run !== undefined && run.bottom - run.top >= minLine;

  const candidates: { row: number; inkAbove: number }[] = [];
  let inkAbove = 0;
  runs.forEach((run, index) => {
    if (run.ink) inkAbove += run.bottom - run.top;
    else if (isGap(run) && isLine(runs[index - 1]) && isLine(runs[index + 1]))
      candidates.push({ row: Math.floor((run.top + run.bottom) / 2), inkAbove });
  });

  const allInk = inkAbove;
  const cuts: number[] = [];
  let next = 0;
  for (let share = 1; share < count && next < candidates.length; share += 1) {
    const target = (allInk * share) / count;
    const distance = (index: number) => Math.abs(candidates[index]!.inkAbove - target);
    let nearest = next;
    for (let index = next + 1; index < candidates.length; index += 1)
      if (distance(index) < distance(nearest)) nearest = index;
    cuts.push(candidates[nearest]!.row);
    next = nearest + 1;
  }

  const edges = [
    Math.max(0, inkRuns[0]!.top - minGap),
    ...cuts,
    Math.min(image.height, inkRuns.at(-1)!.bottom + minGap),
  ];
  return edges.slice(1).map((bottom, index) => ({ top: edges[index]!, bottom }));
}
