import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openDrawer, renderPropertyForm } from '../../testing/render-property-form';

const MB = 1024 * 1024;

function file(name: string, type: string, size = 1_000) {
  const item = new File(['x'], name, { type });
  Object.defineProperty(item, 'size', { value: size });
  return item;
}

/** XMLHttpRequest as far as the upload uses it; the test drives progress and the answer. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  headers: Record<string, string> = {};
  status = 0;
  responseText = '';
  timeout = 0;
  url = '';
  body: FormData | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** Picks files as the browser hands them over (the picker's accept list is only a hint). */
async function chooseFiles(
  drawer: HTMLElement,
  user: ReturnType<typeof renderPropertyForm>['user'],
  files: File[],
) {
  await user.click(within(drawer).getByRole('tab', { name: 'Files & Media' }));
  fireEvent.change(within(drawer).getByLabelText('Upload files'), { target: { files } });
}

describe('property drawer: files (docs/product/property-form.md, "Files" and "Submit")', () => {
  it('lists rejected files under one alert and keeps the valid ones', async () => {
    const { user } = renderPropertyForm();
    const drawer = await openDrawer();

    await chooseFiles(drawer, user, [
      file('plan.pdf', 'application/pdf'),
      file('setup.exe', 'application/x-msdownload'),
      file('scan.png', 'image/png', 11 * MB),
    ]);

    const alert = within(drawer).getByRole('alert');
    expect(alert).toHaveTextContent('Some files were rejected');
    expect(alert).toHaveTextContent('setup.exe has an unsupported file type');
    expect(alert).toHaveTextContent('scan.png is too large (max 10MB)');
    expect(within(drawer).getByText('1 file(s) selected')).toBeInTheDocument();
    expect(within(drawer).getByRole('list', { name: 'Selected files' })).toHaveTextContent(
      'plan.pdf',
    );

    await user.click(within(drawer).getByRole('button', { name: 'Remove plan.pdf' }));
    expect(within(drawer).getByText('0 file(s) selected')).toBeInTheDocument();
  });

  it('uploads to the new property with the bearer token and real progress, then says how many', async () => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { user } = renderPropertyForm();
    const drawer = await openDrawer();
    await user.type(within(drawer).getByLabelText(/^Address/), '12 Acacia Avenue');
    await user.type(within(drawer).getByLabelText(/^Price/), '250000');
    await chooseFiles(drawer, user, [
      file('front.png', 'image/png'),
      file('survey.pdf', 'application/pdf'),
    ]);
    expect(within(drawer).getByText('2 file(s) selected')).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Create Property' }));
    expect(within(drawer).getByRole('button', { name: 'Creating...' })).toBeDisabled();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const upload = FakeXhr.sent[0]!;
    expect(upload.url).toBe('/api/v1/properties/new/upload-files');
    expect(upload.headers.Authorization).toMatch(/^Bearer ey/);
    expect(upload.body?.getAll('files').map((part) => (part as File).name)).toEqual([
      'front.png',
      'survey.pdf',
    ]);

    act(() => upload.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }));
    expect(within(drawer).getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );

    const stored = { id: 'f', public_url: '/f', filename: 'x', content_type: 'image/png', size: 1 };
    act(() =>
      upload.respond(201, {
        property_id: 'new',
        images: [stored],
        documents: [{ ...stored, id: 'g' }],
      }),
    );

    expect(
      await screen.findByText('Property created successfully with 2 files uploaded!'),
    ).toBeInTheDocument();
    expect(within(drawer).getByText('0 file(s) selected')).toBeInTheDocument();
    expect(within(drawer).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await waitFor(() => expect(within(drawer).queryByRole('progressbar')).not.toBeInTheDocument(), {
      timeout: 3_000,
    });
    // The bar really stays 2 s after 100 %: room for that on a busy machine.
  }, 10_000);

  it('warns when the property was saved but the upload failed', async () => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { user } = renderPropertyForm();
    const drawer = await openDrawer();
    await user.type(within(drawer).getByLabelText(/^Address/), '12 Acacia Avenue');
    await user.type(within(drawer).getByLabelText(/^Price/), '250000');
    await chooseFiles(drawer, user, [file('front.png', 'image/png')]);
    await user.click(within(drawer).getByRole('button', { name: 'Create Property' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));

    act(() =>
      FakeXhr.sent[0]!.respond(415, {
        detail: 'front.png has an unsupported file type',
        code: 'UNSUPPORTED_MEDIA_TYPE',
      }),
    );

    expect(
      await screen.findByText(
        'Property created successfully, but file upload failed: front.png has an unsupported file type',
      ),
    ).toBeInTheDocument();
    expect(within(drawer).queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
