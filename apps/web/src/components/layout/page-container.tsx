import type { ReactNode } from 'react';

/** Content width and padding shared by the signed-in screens. */
export function PageContainer({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-6xl px-6 py-8 sm:px-8 lg:px-10">{children}</div>;
}
