import { useId, type ReactNode } from 'react';

type SettingsSectionProps = {
  title: string;
  description?: ReactNode;
  /** Buttons beside the title. */
  actions?: ReactNode;
  children?: ReactNode;
};

/** One titled card of a settings page. */
export function SettingsSection({ title, description, actions, children }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-ink">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-3">{actions}</div> : null}
      </div>
      {children ? <div className="mt-5">{children}</div> : null}
    </section>
  );
}
