import 'yauzl';

// yauzl 3 exports the name decoding it applies with `decodeStrings` (CP437 or UTF-8, and Info-ZIP's
// Unicode path field); @types/yauzl describes version 2, which lacked it.
declare module 'yauzl' {
  export function getFileNameLowLevel(
    generalPurposeBitFlag: number,
    fileNameBuffer: Buffer,
    extraFields: { id: number; data: Buffer }[],
    strictFileNames: boolean,
  ): string;
}
