import { acceptedUploadTypes, FILE_MESSAGES } from '@plotwise/contracts';

export type FileCheck = { accepted: File[]; errors: string[] };

const contentTypes: readonly string[] = acceptedUploadTypes.map((type) => type.content_type);
const extensions: readonly string[] = acceptedUploadTypes.flatMap((type) => type.extensions);

function hasAcceptedType(file: File): boolean {
  if (contentTypes.includes(file.type)) return true;
  // Some systems report no type (or a generic one) for .docx and .zip: go by the name then.
  const dot = file.name.lastIndexOf('.');
  return dot >= 0 && extensions.includes(file.name.slice(dot).toLowerCase());
}

/**
 * The picker's check before upload (docs/product/property-form.md, "Files"; docs/decisions/0010-file-storage.md): accepted types and the
 * server's size limit. Rejected files are reported; the rest are kept. The server checks
 * again, by content.
 */
export function checkFiles(files: readonly File[], maxUploadMb: number): FileCheck {
  const accepted: File[] = [];
  const errors: string[] = [];
  for (const file of files) {
    if (!hasAcceptedType(file)) errors.push(FILE_MESSAGES.unsupportedType(file.name));
    else if (file.size > maxUploadMb * 1024 * 1024)
      errors.push(FILE_MESSAGES.tooLarge(file.name, maxUploadMb));
    else accepted.push(file);
  }
  return { accepted, errors };
}
