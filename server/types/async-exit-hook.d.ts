declare module 'async-exit-hook' {
  const exitHook: { unhookEvent(event: string): void; hookedEvents(): string[] };
  export default exitHook;
}
