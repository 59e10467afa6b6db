import type { ReactNode } from 'react';

type PageLinkProps = {
  /** From getPageHref: null when the page cannot be opened on its own (a zip entry). */
  href: string | null;
  /** Said to screen readers after the visible text, e.g. ' of lease.pdf'. */
  context?: string;
  children: ReactNode;
  className?: string;
};

/** A page of a document, opened in a new tab when it can be. */
export function PageLink({ href, context, children, className }: PageLinkProps) {
  if (!href) return <span className={className}>{children}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className ?? 'font-semibold text-primary hover:underline'}
    >
      {children}
      {context ? <span className="sr-only">{context}</span> : null}
    </a>
  );
}
