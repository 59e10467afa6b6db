import type { DocumentKind } from '@plotwise/contracts';

/** Phrases (and their weight) that mark each kind of document; the file name adds its own hints. */
export type KindSignature = { kind: Exclude<DocumentKind, 'other'>; phrases: [RegExp, number][]; filename: RegExp };

export const kindSignatures: KindSignature[] = [
  {
    kind: 'title_register',
    phrases: [[/register\s+of\s+title/, 4], [/title\s+number/, 2], [/property\s+register/, 2], [/proprietorship\s+register/, 3], [/charges\s+register/, 3], [/title\s+absolute/, 2], [/hm\s+land\s+registry/, 1]],
    filename: /title|register|\boc1\b/,
  },
  {
    kind: 'lease',
    phrases: [[/this\s+lease/, 3], [/the\s+lessor/, 2], [/the\s+lessee/, 2], [/yielding\s+and\s+paying/, 3], [/prescribed\s+clauses/, 3], [/ground\s+rent/, 2], [/\bdemise[sd]?\b/, 2], [/term\s+of\s+\S+\s+years/, 2], [/the\s+landlord/, 1], [/the\s+tenant/, 1], [/service\s+charge/, 1]],
    filename: /lease/,
  },
  {
    kind: 'official_copy',
    phrases: [[/official\s+copy/, 3], [/title\s+plan/, 2]],
    filename: /official|\boc2\b/,
  },
  {
    kind: 'drainage_search',
    phrases: [[/con\s?29\s?dw/, 5], [/drainage\s+and\s+water/, 3], [/public\s+sewer/, 2], [/foul\s+water/, 2], [/water\s+main/, 1], [/surface\s+water/, 1]],
    filename: /drainage|con29dw/,
  },
  {
    kind: 'local_search',
    phrases: [[/local\s+land\s+charges?/, 3], [/\bllc1\b/, 3], [/\bcon\s?29\b(?!\s?dw)/, 3], [/local\s+authority\s+search/, 3], [/official\s+certificate\s+of\s+search/, 2], [/planning\s+decisions/, 1]],
    filename: /local|llc1|con29(?!dw)/,
  },
  {
    kind: 'environmental_search',
    phrases: [[/environmental/, 2], [/contaminated\s+land/, 2], [/landfill/, 2], [/radon/, 2], [/ground\s+stability/, 2], [/envirosearch|groundsure|landmark/, 3]],
    filename: /environment|enviro/,
  },
  {
    kind: 'property_information_form',
    phrases: [[/property\s+information\s+form/, 5], [/\bta6\b/, 4], [/disputes\s+and\s+complaints/, 3], [/notices\s+and\s+proposals/, 2], [/the\s+seller/, 1]],
    filename: /\bta6\b|property.?information/,
  },
  {
    kind: 'epc',
    phrases: [[/energy\s+performance\s+certificate/, 5], [/energy\s+efficiency\s+rating/, 3], [/potential\s+(?:energy\s+)?rating/, 2], [/primary\s+energy\s+use/, 2], [/recommended\s+improvements?/, 2], [/current\s+(?:energy\s+)?rating/, 1]],
    filename: /\bepc\b|energy/,
  },
  {
    kind: 'floorplan',
    phrases: [[/floor\s?plan/, 3], [/gross\s+internal\s+area/, 3], [/not\s+to\s+scale/, 2], [/for\s+illustrative\s+purposes/, 2], [/ground\s+floor/, 1], [/first\s+floor/, 1], [/sq\.?\s*ft|ft²/, 1], [/\d+\.\d+\s?m?\s?x\s?\d+\.\d+\s?m/, 2]],
    filename: /floor.?plan/,
  },
  {
    kind: 'survey',
    phrases: [[/\brics\b/, 2], [/homebuyer\s+report/, 4], [/building\s+survey/, 3], [/home\s+survey/, 3], [/condition\s+rating/, 3], [/the\s+surveyor/, 2]],
    filename: /survey|homebuyer/,
  },
];
