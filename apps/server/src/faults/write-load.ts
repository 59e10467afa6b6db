import { propertyForm } from '../test-support/property-fixtures.ts';
import { samplePdf, samplePng } from '../test-support/sample-files.ts';

/** What the server answered 2xx to: after any crash, all of it must still be there. */
export type Acknowledged = { properties: string[]; files: { url: string; size: number }[]; uploads: number };

type UploadAnswer = { images: { public_url: string; size: number }[]; documents: { public_url: string; size: number }[] };

/** A scanned survey of about 600 KB, long enough to be mid-transfer when the server dies. */
const survey = new Uint8Array(Buffer.concat([samplePdf(), Buffer.alloc(600 * 1024, 0x20)]));
const photo = new Uint8Array(samplePng());

/** Creates a property as the web's form does; answers its id, or null when the server did not answer 201. */
export async function createPropertyOverHttp(base: string, jwt: string, round: number): Promise<string | null> {
  const response = await fetch(`${base}/api/v1/properties`, {
    method: 'POST',
    headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
    body: JSON.stringify(propertyForm({ address: `${round + 1} Fault Lane, Leeds, LS6 2AB` })),
  });
  return response.status === 201 ? ((await response.json()) as { id: string }).id : null;
}

/**
 * Uploaders and property creators against a running server, each in a loop until stopped, keeping
 * every write the server acknowledged. Requests refused because the server is gone are expected.
 */
export function startWriteLoad(base: string, jwt: string, propertyIds: string[], workers: { uploaders: number; creators: number }) {
  const acknowledged: Acknowledged = { properties: [], files: [], uploads: 0 };
  const headers = { authorization: `Bearer ${jwt}` };
  let running = true;

  const upload = async (round: number) => {
    const form = new FormData();
    form.append('files', new Blob([survey], { type: 'application/pdf' }), `survey-${round}.pdf`);
    form.append('files', new Blob([photo], { type: 'image/png' }), `front-${round}.png`);
    const response = await fetch(`${base}/api/v1/properties/${propertyIds[round % propertyIds.length]}/upload-files`, { method: 'POST', headers, body: form });
    if (response.status !== 201) return;
    const answer = (await response.json()) as UploadAnswer;
    acknowledged.uploads += 1;
    acknowledged.files.push(...[...answer.images, ...answer.documents].map((file) => ({ url: file.public_url, size: file.size })));
  };
  const create = async (round: number) => {
    const id = await createPropertyOverHttp(base, jwt, round);
    if (id) acknowledged.properties.push(id);
  };
  const loop = async (write: (round: number) => Promise<void>, offset: number) => {
    for (let round = offset; running; round += 100) {
      await write(round).catch(() => new Promise((resolve) => setTimeout(resolve, 20)));
    }
  };
  const loops = [
    ...Array.from({ length: workers.uploaders }, (_, index) => loop(upload, index)),
    ...Array.from({ length: workers.creators }, (_, index) => loop(create, index)),
  ];
  return {
    acknowledged,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
