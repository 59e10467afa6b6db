import type { Theme } from '@plotwise/contracts';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { SettingsSection } from '../../../components/layout/settings-section';
import { Alert } from '../../../components/ui/alert';
import { getStoredTheme } from '../../../lib/theme';
import { useProfile } from '../api/get-profile';
import { useSaveTheme } from '../api/save-theme';
import { PROFILE_PAGE_MESSAGES } from '../messages';

const options: Array<{ theme: Theme; name: string }> = [
  { theme: 'modern', name: 'Modern' },
  { theme: 'earthy', name: 'Earthy' },
];

/**
 * Each swatch takes its colour from the theme's own tokens: the option carries data-theme, so
 * index.css resolves bg-sidebar and the rest to that theme's colours.
 */
const swatches = ['bg-sidebar', 'bg-sidebar-active', 'bg-accent', 'bg-ink'] as const;

/** The theme swatches (docs/product/profile-and-settings.md, "Theme"): switch at once, saved per user. */
export function ThemePicker({ userId }: { userId: string }) {
  const profile = useProfile(userId);
  const saveTheme = useSaveTheme(userId);
  const name = useId();
  const current = profile.data?.theme ?? getStoredTheme();

  return (
    <SettingsSection
      title="Theme"
      description="Colours for the whole app, on every device you use."
    >
      <fieldset>
        <legend className="sr-only">Theme</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {options.map(({ theme, name: label }) => (
            <label key={theme} data-theme={theme} className="group relative cursor-pointer">
              {/* The radio covers its card, invisibly: a click anywhere on it is a click on the radio. */}
              <input
                type="radio"
                name={name}
                value={theme}
                checked={current === theme}
                onChange={() => saveTheme.mutate(theme)}
                className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0"
              />
              <span className="flex items-center gap-4 rounded-xl border-2 border-slate-200 bg-white p-4 transition-colors peer-checked:border-primary peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus group-hover:border-slate-300">
                <span aria-hidden="true" className="flex -space-x-1.5">
                  {swatches.map((swatch) => (
                    <span
                      key={swatch}
                      className={`size-8 rounded-full ring-2 ring-white ${swatch}`}
                    />
                  ))}
                </span>
                <span className="flex-1 text-sm font-semibold text-ink">{label}</span>
              </span>
              {current === theme ? (
                <Check
                  className="absolute right-4 top-1/2 size-5 -translate-y-1/2 text-primary"
                  aria-hidden="true"
                />
              ) : null}
            </label>
          ))}
        </div>
      </fieldset>
      <Alert
        className="mt-4"
        message={saveTheme.isError ? PROFILE_PAGE_MESSAGES.themeSaveFailed : null}
        onDismiss={() => saveTheme.reset()}
      />
    </SettingsSection>
  );
}
