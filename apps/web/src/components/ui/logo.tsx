import { cn } from '../../lib/cn';

type LogoProps = {
  /** Show the 'Plotwise' wordmark beside the mark. */
  withWordmark?: boolean;
  className?: string;
  /** 'onDark' draws the mark for the coloured sidebar. */
  tone?: 'default' | 'onDark';
};

/** The Plotwise mark: a house on a surveyed plot, with the accent dot marking the find. */
export function Logo({ withWordmark = false, className, tone = 'default' }: LogoProps) {
  const onDark = tone === 'onDark';
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <svg
        viewBox="0 0 32 32"
        className="size-9 shrink-0"
        role={withWordmark ? undefined : 'img'}
        aria-hidden={withWordmark ? true : undefined}
        aria-label={withWordmark ? undefined : 'Plotwise'}
      >
        <rect width="32" height="32" rx="9" className={onDark ? 'fill-white/15' : 'fill-primary'} />
        <path
          d="M7.5 24.5h17"
          className="stroke-white/60"
          strokeWidth="1.5"
          strokeLinecap="round"
          strokeDasharray="2 2.5"
        />
        <path d="M9 15.2 16 9.5l7 5.7V22H9z" className="fill-white" />
        <path d="M14 22v-4.2h4V22" className={onDark ? 'fill-sidebar' : 'fill-primary'} />
        <circle cx="23.6" cy="9" r="2.6" className="fill-accent" />
      </svg>
      {withWordmark ? (
        <span
          className={cn(
            'text-lg font-bold tracking-tight sm:text-xl',
            onDark ? 'text-white' : 'text-ink',
          )}
        >
          Plotwise
        </span>
      ) : null}
    </span>
  );
}
