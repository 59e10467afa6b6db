/** What shows while the app's code or the first auth check is on its way. */
export function BlankScreen() {
  return <div className="min-h-dvh bg-canvas" />;
}
