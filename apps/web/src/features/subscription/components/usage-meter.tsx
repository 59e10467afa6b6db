type UsageMeterProps = {
  label: string;
  current: number;
  limit: number | 'unlimited';
  percentage: number;
};

/** '2 of 5 used' with a bar, or '2 (unlimited)'. */
export function UsageMeter({ label, current, limit, percentage }: UsageMeterProps) {
  const isUnlimited = limit === 'unlimited';
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-ink">{label}</span>
        <span className="text-slate-600">
          {isUnlimited ? `${current} (unlimited)` : `${current} of ${limit} used`}
        </span>
      </div>
      {isUnlimited ? null : (
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={limit}
          aria-valuenow={current}
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
