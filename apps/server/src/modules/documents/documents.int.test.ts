import { rmSync } from 'node:fs';
import type { DocumentSearchResult, Property, PropertyDocument, UploadResult } from '@plotwise/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpWithTenant, type TestAccount } from '../../test-support/accounts.ts';
import { docxOf, scannedPdf, textImage, textPdf } from '../../test-support/document-fixtures.ts';
import { epcPages, floorplanLines, leasePages, propertyInformationPages, titleRegisterPages } from '../../test-support/legal-pack-texts.ts';
import { createProperty, freshDataDir, multipart, type UploadFile } from '../../test-support/property-fixtures.ts';
import { sampleCompoundFile, sampleZip } from '../../test-support/sample-files.ts';
import { buildTestApp, databaseKinds } from '../../test-support/test-app.ts';
import { createFilesContext } from '../files/files-context.ts';
import { createDocumentsContext } from './documents-context.ts';
import { markReading } from './documents.repository.ts';
import { documentContentForProperty, findingsForProperty, listDocumentsNeedingRead, readDocument, type DocumentsDeps } from './documents.service.ts';

describe.each(databaseKinds)('documents on %s', (kind) => {
  let app: FastifyInstance;
  let dataDir: string;
  let owner: TestAccount;
  let stranger: TestAccount;
  let deps: DocumentsDeps;
  let property: Property;

  beforeAll(async () => {
    dataDir = freshDataDir();
    // The test reads the documents itself: no workflow worker in this process takes them first.
    app = await buildTestApp(kind, { DATA_DIR: dataDir, OCR_WORKERS: '2', WORKFLOW_WORKER_ENABLED: 'false' });
    deps = { db: app.db, files: await createFilesContext(app.config, app.runId), documents: createDocumentsContext(app.config), now: () => new Date('2026-06-24T12:00:00Z') };
    owner = await signUpWithTenant(app);
    stranger = await signUpWithTenant(app);
    property = await createProperty(app, owner, { image_urls: [], document_urls: [] });
  });
  afterAll(async () => {
    await deps.documents.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = async (files: UploadFile[]) => {
    const body = multipart(files);
    const response = await app.inject({ method: 'POST', url: `/api/v1/properties/${property.id}/upload-files`, headers: { ...bearer(owner), ...body.headers }, payload: body.payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<UploadResult>();
  };
  const get = <T>(url: string, account = owner) => app.inject({ method: 'GET', url, headers: bearer(account) }).then((response) => ({ status: response.statusCode, body: response.json<T>() }));
  const listDocuments = async () => (await get<PropertyDocument[]>(`/api/v1/properties/${property.id}/documents`)).body;
  const readAllQueued = async () => {
    for (const job of await listDocumentsNeedingRead(deps)) await readDocument(deps, job);
  };

  it('queues every upload, then reads it into text, a kind and findings with their pages and quotes', async () => {
    await upload([
      { name: 'lease.pdf', content: await textPdf(leasePages) },
      { name: 'register.pdf', content: await scannedPdf(titleRegisterPages.slice(0, 1)) },
      { name: 'epc.docx', content: docxOf(epcPages) },
      { name: 'plan.png', content: textImage(floorplanLines) },
      { name: 'searches.zip', content: sampleZip({ 'ta6.pdf': await textPdf(propertyInformationPages) }, { deflate: true }) },
    ]);
    expect((await listDocuments()).map((document) => [document.filename, document.status])).toEqual([
      ['epc.docx', 'queued'],
      ['lease.pdf', 'queued'],
      ['register.pdf', 'queued'],
      ['searches.zip', 'queued'],
    ]);
    await readAllQueued();

    const documents = await listDocuments();
    expect(documents.map((document) => [document.filename, document.kind, document.status, document.page_count, document.source])).toEqual([
      ['epc.docx', 'epc', 'done', 1, 'document'],
      ['lease.pdf', 'lease', 'done', 3, 'document'],
      ['plan.png', 'floorplan', 'done', 1, 'image'],
      ['register.pdf', 'title_register', 'done', 1, 'document'],
      ['searches.zip', 'other', 'done', 0, 'document'],
      ['ta6.pdf', 'property_information_form', 'done', 1, 'document'],
    ]);
    const byName = new Map(documents.map((document) => [document.filename, document]));
    expect(byName.get('ta6.pdf')!.archive_id).toBe(byName.get('searches.zip')!.id);
    expect(byName.get('lease.pdf')!.findings.find((finding) => finding.kind === 'lease_term')).toMatchObject({
      page: 1,
      quote: '1. The Lessor demises the Flat to the Lessee for a term of 99 years from 24 June 1990.',
      severity: 'red',
      facts: { years_remaining: 63 },
    });
    expect(byName.get('lease.pdf')!.findings.find((finding) => finding.kind === 'forfeiture')!.page).toBe(3);
    // Read by OCR from the scanned page.
    expect(byName.get('register.pdf')!.findings.find((finding) => finding.kind === 'title_number')!.facts).toEqual({ title_number: 'TGL123456' });
    expect(byName.get('plan.png')!.findings[0]).toMatchObject({ kind: 'floor_area', quote: 'Total floor area: 72.5 sq m (780 sq ft)', facts: { floor_area_sqm: 72.5 } });
    expect(byName.get('ta6.pdf')!.findings.map((finding) => finding.kind)).toContain('japanese_knotweed');
    const served = await app.inject({ method: 'GET', url: byName.get('ta6.pdf')!.url });
    expect(served.headers['content-type']).toBe('application/zip');

    // The floorplan's area wins over the EPC's 72 m².
    expect((await get<Property>(`/api/v1/properties/${property.id}`)).body.floor_area_sqm).toBe(72.5);
  });

  it('hands the workflow sourced findings and the text with document and page headings', async () => {
    const findings = await findingsForProperty(deps, { tenantId: await tenantOf(owner), propertyId: property.id });
    const lease = (await listDocuments()).find((document) => document.filename === 'lease.pdf')!;
    expect(findings.find((finding) => finding.kind === 'ground_rent')).toMatchObject({ document_id: lease.id, filename: 'lease.pdf', page: 1 });
    const content = await documentContentForProperty(deps, { tenantId: await tenantOf(owner), propertyId: property.id });
    expect(content).toContain('=== Document 2: lease.pdf (lease, 3 pages) ===\n--- Page 1 ---\nTHIS LEASE is made on 24 June 1990');
    expect(content).toContain('--- Page 3 ---\n8. If the rent is unpaid');
    expect(await documentContentForProperty(deps, { tenantId: await tenantOf(owner), propertyId: property.id, maxCharacters: 300 })).toMatch(/The rest was left out/);
  });

  it('searches the text of the property\'s documents and highlights the words found', async () => {
    const { status, body } = await get<DocumentSearchResult>(`/api/v1/properties/${property.id}/documents/search?q=underletting`);
    expect(status).toBe(200);
    expect(body.hits).toHaveLength(1);
    expect(body.hits[0]).toMatchObject({ filename: 'lease.pdf', page: 2 });
    expect(body.hits[0]!.snippet.filter((part) => part.match)).toEqual([{ text: 'underlet', match: true }]);
    expect((await get(`/api/v1/properties/${property.id}/documents/search?q=%20`)).status).toBe(400);
  });

  it('picks up a read that a crash left in progress, and reads it again', async () => {
    const { documents: [uploaded] } = await upload([{ name: 'title.pdf', content: await textPdf(titleRegisterPages) }]);
    const document = (await listDocuments()).find((candidate) => candidate.filename === 'title.pdf')!;
    expect(uploaded).toBeDefined();
    const tenantId = await tenantOf(owner);
    // What readDocument does first, before the process dies.
    await markReading(app.db, tenantId, document.id, new Date('2026-06-24T11:00:00Z'));
    expect(await listDocumentsNeedingRead({ ...deps, now: () => new Date('2026-06-24T11:05:00Z') })).toEqual([]);
    expect(await listDocumentsNeedingRead(deps)).toEqual([{ tenantId, documentId: document.id }]);
    expect(await readDocument(deps, { tenantId, documentId: document.id })).toMatchObject({ status: 'done', kind: 'title_register', page_count: 2 });
    expect(await listDocumentsNeedingRead(deps)).toEqual([]);
  });

  it('marks a file it cannot read as failed, with the reason, and keeps the file', async () => {
    const { documents: [stored] } = await upload([{ name: 'old-lease.doc', content: sampleCompoundFile() }]);
    await readAllQueued();
    const failed = (await listDocuments()).find((document) => document.filename === 'old-lease.doc');
    expect(failed).toMatchObject({ status: 'failed', status_reason: 'This Word document is damaged, so it could not be read.', findings: [] });
    const served = await app.inject({ method: 'GET', url: stored!.public_url });
    expect(served.rawPayload.equals(sampleCompoundFile())).toBe(true);
  });

  it('answers 404 for another tenant\'s property, document and reads', async () => {
    for (const url of [`/api/v1/properties/${property.id}/documents`, `/api/v1/properties/${property.id}/documents/search?q=lease`]) {
      expect((await get(url, stranger)).status).toBe(404);
    }
    const [document] = await listDocuments();
    await expect(readDocument(deps, { tenantId: await tenantOf(stranger), documentId: document!.id })).rejects.toThrow('Document not found');
    await expect(findingsForProperty(deps, { tenantId: await tenantOf(stranger), propertyId: property.id })).rejects.toThrow('Property not found');
  });

  const tenantOf = async (account: TestAccount) => (await get<{ tenant_id: string }>('/api/v1/tenant/info', account)).body.tenant_id;
});
