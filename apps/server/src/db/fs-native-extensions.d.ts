// fs-native-extensions ships no types; these are the calls the data-directory lock makes, as its README documents them.
declare module 'fs-native-extensions' {
  /** An exclusive lock on the open file: true when granted, false when another open file description holds it. */
  export function tryLock(fd: number): boolean;
  export function unlock(fd: number): void;
}
