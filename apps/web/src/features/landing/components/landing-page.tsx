import { Button } from '../../../components/ui/button';
import { Logo } from '../../../components/ui/logo';
import { landingCopy, type LandingVariant } from '../content';
import { AnalysisPreview } from './analysis-preview';
import { FeatureCards } from './feature-cards';
import { WaitlistForm } from './waitlist-form';

type LandingPageProps = {
  variant: LandingVariant;
  onLogin: () => void;
  onRegister: () => void;
  /** The pointer or focus reached Login or Create Account: a chance to preload the dialogs. */
  onAccountIntent?: () => void;
};

export function LandingPage({
  variant,
  onLogin,
  onRegister,
  onAccountIntent,
}: LandingPageProps) {
  const copy = landingCopy[variant];
  return (
    <div className="relative min-h-dvh overflow-hidden bg-canvas">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-0 h-[36rem] bg-gradient-to-b from-primary-soft/80 to-transparent"
      />
      <header className="relative mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-5 sm:px-6">
        <Logo withWordmark />
        <nav
          aria-label="Account"
          className="flex items-center gap-1 sm:gap-3"
          onPointerEnter={onAccountIntent}
          onFocus={onAccountIntent}
        >
          <Button variant="ghost" className="max-sm:h-9 max-sm:px-3" onClick={onLogin}>
            Login
          </Button>
          <Button className="max-sm:h-9 max-sm:px-3" onClick={onRegister}>
            Create Account
          </Button>
        </nav>
      </header>

      <main className="relative">
        <section className="mx-auto grid max-w-6xl items-center gap-14 px-6 pb-20 pt-10 lg:grid-cols-[1.1fr_1fr] lg:pt-16">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-primary/20 bg-white px-3 py-1 text-xs font-semibold text-primary shadow-sm">
              <span className="size-1.5 rounded-full bg-accent" aria-hidden="true" />
              {copy.eyebrow}
            </p>
            <h1 className="mt-6 text-4xl font-bold leading-[1.1] tracking-tight text-ink sm:text-5xl">
              {copy.headline}
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-8 text-slate-600">{copy.subheadline}</p>
            <div className="mt-8 max-w-xl">
              <WaitlistForm />
            </div>
          </div>
          <AnalysisPreview />
        </section>

        <section
          aria-labelledby="features-title"
          className="border-t border-slate-200/70 bg-white/60 py-20"
        >
          <div className="mx-auto max-w-6xl px-6">
            <h2
              id="features-title"
              className="max-w-2xl text-2xl font-bold tracking-tight text-ink sm:text-3xl"
            >
              Three analyses, one clear answer
            </h2>
            <p className="mt-3 max-w-2xl text-slate-600">
              Every property gets a legal, refurbishment and strategy review, each figure dated and
              sourced.
            </p>
            <div className="mt-10">
              <FeatureCards descriptions={copy.features} />
            </div>
          </div>
        </section>
      </main>

      <footer className="relative border-t border-slate-200/70 py-8">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-6 text-sm text-slate-500 sm:flex-row">
          <Logo withWordmark className="scale-90" />
          <p>
            © {new Date().getFullYear()} Plotwise. Property analysis for UK investors and home
            buyers.
          </p>
        </div>
      </footer>
    </div>
  );
}
