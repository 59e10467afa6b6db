type UsageMeterProps = {
  label: string;
  current: number;
  limit: number | 'unlimited';
  percentage: number;
  /** How an amount reads, e.g. bytes as '12 MB'; plain numbers by default. */
  format?: (amount: number) => string;
};

/** '2 of 5 used' with a bar, or '2 (unlimited)'. */
export function UsageMeter({
  label,
  current,
  limit,
  percentage,
  format = String,
}: UsageMeterProps) {
  const isUnlimited = limit === 'unlimited';
  const text = isUnlimited
    ? `${format(current)} (unlimited)`
    : `${format(current)} of ${format(limit)} used`;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-ink">{label}</span>
        <span className="text-slate-600">{text}</span>
      </div>
      {isUnlimited ? null : (
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={limit}
          aria-valuenow={current}
          aria-valuetext={text}
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
        >
          <div
            className={percentage >= 100 ? 'h-full bg-red-500' : 'h-full bg-primary'}
            style={{ width: `${Math.min(100, percentage)}%` }}
          />
        </div>
      )}
    </div>
  );
}
