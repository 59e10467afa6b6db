/** Square feet in a square metre: a floor area given in one unit is worked out in the other. */
export const SQFT_PER_SQM = 10.7639;
