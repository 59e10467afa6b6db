import { z } from 'zod';

/** Default upload limit (docs/decisions/0010-file-storage.md); the server's MAX_UPLOAD_MB may change it, and GET /api/v1/files/config reports it. */
export const DEFAULT_MAX_UPLOAD_MB = 10;
export const MAX_FILES_PER_UPLOAD = 20;

/** Accepted uploads (docs/product/properties.md, "Images and documents"): images, PDF, Word doc and docx, zip. The server checks content, not names. */
export const acceptedUploadTypes = [
  { kind: 'image', content_type: 'image/jpeg', extensions: ['.jpg', '.jpeg'] },
  { kind: 'image', content_type: 'image/png', extensions: ['.png'] },
  { kind: 'image', content_type: 'image/gif', extensions: ['.gif'] },
  { kind: 'image', content_type: 'image/webp', extensions: ['.webp'] },
  { kind: 'image', content_type: 'image/bmp', extensions: ['.bmp'] },
  { kind: 'document', content_type: 'application/pdf', extensions: ['.pdf'] },
  { kind: 'document', content_type: 'application/msword', extensions: ['.doc'] },
  {
    kind: 'document',
    content_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['.docx'],
  },
  { kind: 'document', content_type: 'application/zip', extensions: ['.zip'] },
] as const;
export type UploadKind = (typeof acceptedUploadTypes)[number]['kind'];

/** The file picker's `accept` attribute. */
export const UPLOAD_ACCEPT = acceptedUploadTypes.flatMap((type) => [type.content_type, ...type.extensions]).join(',');

export const FILE_MESSAGES = {
  tooLarge: (name: string, maxMb: number) => `${name} is too large (max ${maxMb}MB)`,
  unsupportedType: (name: string) => `${name} has an unsupported file type`,
  damagedImage: (name: string) => `${name} could not be read as an image`,
  someRejected: 'Some files were rejected',
  noFiles: 'Choose at least one file to upload',
  tooManyFiles: `At most ${MAX_FILES_PER_UPLOAD} files per upload`,
  propertyIdRequired: 'property_id is required',
  incomplete: 'The upload ended before all of it arrived. Please try again.',
  storageFull: (plan: string, quota: string) => `This upload would take your files past the ${quota} your ${plan} plan can store`,
  propertyFull: (plan: string, limit: number | 'unlimited') => `A property can hold at most ${limit} files on the ${plan} plan`,
  tooManyUploads: (perMinute: number) => `Too many uploads: at most ${perMinute} a minute. Please wait a moment and try again.`,
  notFound: 'File not found',
} as const;

const uploadedFiles = { type: 'array', minItems: 1, items: { type: 'string', format: 'binary' }, description: `One to ${MAX_FILES_PER_UPLOAD} files: images, PDF, Word or zip` };

/**
 * The multipart forms of the two upload routes, for the OpenAPI document and the API suites that read
 * it. The body is streamed and checked part by part, never parsed into a value, so the schema
 * validates nothing and only describes the form.
 */
const multipartForm = (properties: Record<string, object>) =>
  z.unknown().meta({ type: 'object', properties, required: Object.keys(properties) });
export const uploadFormSchema = multipartForm({ files: uploadedFiles });
export const uploadFormWithPropertySchema = multipartForm({ property_id: { type: 'string', format: 'uuid' }, files: uploadedFiles });

/** Where stored files are served; `public_url` is this path plus a short-lived signature. */
export const FILES_PATH = '/api/v1/files/';

const ownFilePattern = /^(?:https?:\/\/[^/]+)?\/api\/v1\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[?#].*)?$/i;

/** The stored file id in one of our own file links (as sent back in image_urls and document_urls), else null. */
export function fileIdFromUrl(url: string): string | null {
  return ownFilePattern.exec(url)?.[1]?.toLowerCase() ?? null;
}

export const isOwnFileUrl = (url: string) => fileIdFromUrl(url) !== null;

/** An image or document of a property: a link the user gave (filename, type and size null) or an uploaded file. */
export const propertyFileSchema = z.object({
  id: z.string(),
  public_url: z.string(),
  filename: z.string().nullable(),
  content_type: z.string().nullable(),
  size: z.number().int().nullable(),
});
export type PropertyFile = z.infer<typeof propertyFileSchema>;

/** The answer to both upload paths: the images and documents just added. */
export const uploadResultSchema = z.object({
  property_id: z.string(),
  images: z.array(propertyFileSchema),
  documents: z.array(propertyFileSchema),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

export const fileConfigSchema = z.object({
  max_upload_mb: z.number().int(),
  max_files: z.number().int(),
  accept: z.string(),
});
export type FileConfig = z.infer<typeof fileConfigSchema>;
