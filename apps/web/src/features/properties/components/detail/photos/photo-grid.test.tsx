import type { PropertyImage } from '@plotwise/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, type StubRequest } from '../../../../../testing/fetch-stub';
import { signedInApi } from '../../../../../testing/signed-in-api';
import { renderWithProviders } from '../../../../../testing/test-utils';
import { makeImage } from '../../../testing/document-fixtures';
import { PhotoGrid } from './photo-grid';

const kitchen = makeImage({ room: 'kitchen' });
const linked = makeImage({
  id: 'i2',
  url: 'https://example.com/garden.jpg',
  thumbnail_url: null,
  filename: null,
});

type Answer = Response | ((request: StubRequest) => Response | Promise<Response>);

function renderGrid(images: Answer, tag?: Answer) {
  const api = signedInApi({
    'GET /api/v1/properties/p1/images': images,
    ...(tag ? { 'PATCH /api/v1/properties/p1/images/i1': tag } : {}),
  });
  return { ...api, ...renderWithProviders(<PhotoGrid propertyId="p1" />) };
}

const select = (name: string) => screen.getByRole('combobox', { name });
const patches = (requests: StubRequest[]) =>
  requests.filter((request) => request.method === 'PATCH');

/** A response the test sends when it chooses. */
function deferred() {
  let send: (response: Response) => void = () => {};
  const response = new Promise<Response>((resolve) => (send = resolve));
  return { answer: () => response, send };
}

describe('photo grid', () => {
  it('shows thumbnails that open the full image, each with its room and condition', async () => {
    renderGrid(json([kitchen, linked]));

    const first = await screen.findByRole('img', { name: 'Image 1 of 2' });
    expect(first).toHaveAttribute('src', kitchen.thumbnail_url);
    expect(first.closest('a')).toHaveAttribute('href', kitchen.url);
    expect(first.closest('a')).toHaveAttribute('target', '_blank');
    expect(first.closest('a')).toHaveAccessibleName('Image 1 of 2 (opens full size)');
    // A linked image has no thumbnail: the image itself is shown.
    expect(screen.getByRole('img', { name: 'Image 2 of 2' })).toHaveAttribute('src', linked.url);
    expect(screen.getByText('kitchen.jpg')).toBeInTheDocument();

    expect(select('Room of image 1 of 2')).toHaveValue('kitchen');
    expect(select('Condition of image 1 of 2')).toHaveValue('');
    expect(select('Room of image 2 of 2')).toHaveValue('');
    expect(
      within(select('Room of image 1 of 2'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Not set',
      'Kitchen',
      'Bathroom',
      'Bedroom',
      'Living room',
      'Dining room',
      'Hallway',
      'Utility room',
      'Loft',
      'Garage',
      'Exterior',
      'Garden',
      'Other',
    ]);
  });

  it('saves a tag as soon as it is chosen, showing it before the server answers', async () => {
    const reply = deferred();
    const { user, requests } = renderGrid(json([kitchen]), reply.answer);

    await user.selectOptions(await screen.findByRole('combobox', { name: /^Condition/ }), 'poor');
    expect(select('Condition of image 1 of 1')).toHaveValue('poor');
    expect(patches(requests)).toEqual([
      expect.objectContaining({
        path: '/api/v1/properties/p1/images/i1',
        body: { condition: 'poor' },
      }),
    ]);

    reply.send(json({ ...kitchen, condition: 'poor' }));
    await waitFor(() => expect(patches(requests)).toHaveLength(1));
    expect(select('Condition of image 1 of 1')).toHaveValue('poor');
    expect(select('Room of image 1 of 1')).toHaveValue('kitchen');
  });

  it('clears a tag with Not set', async () => {
    const { user, requests } = renderGrid(json([kitchen]), (request) =>
      json({ ...kitchen, ...(request.body as Partial<PropertyImage>) }),
    );

    await user.selectOptions(await screen.findByRole('combobox', { name: /^Room/ }), '');
    await waitFor(() => expect(patches(requests)).toHaveLength(1));
    expect(patches(requests)[0]?.body).toEqual({ room: null });
    expect(select('Room of image 1 of 1')).toHaveValue('');
  });

  it('puts the tag back and says so when the server refuses it', async () => {
    const reply = deferred();
    const { user } = renderGrid(json([kitchen]), reply.answer);

    await user.selectOptions(await screen.findByRole('combobox', { name: /^Room/ }), 'garage');
    expect(select('Room of image 1 of 1')).toHaveValue('garage');

    reply.send(json({ detail: 'Image not found', code: 'NOT_FOUND' }, 404));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not save the tags (Image not found). They are back as they were.',
    );
    expect(select('Room of image 1 of 1')).toHaveValue('kitchen');

    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a later change when an earlier one to the same tag fails', async () => {
    const first = deferred();
    const second = deferred();
    const answers = [first, second];
    const { user, queryClient } = renderGrid(json([kitchen]), () => answers.shift()!.answer());

    const room = await screen.findByRole('combobox', { name: /^Room/ });
    await user.selectOptions(room, 'garage');
    await user.selectOptions(room, 'loft');
    second.send(json({ ...kitchen, room: 'loft' }));
    first.send(json({ detail: 'Conflict', code: 'CONFLICT' }, 409));
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));

    // The latest choice was saved, so nothing is put back and there is nothing to say.
    expect(select('Room of image 1 of 1')).toHaveValue('loft');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when there are no images, and when they could not be loaded, with Retry', async () => {
    let fails = true;
    const { user } = renderGrid(() =>
      fails ? json({ detail: 'x', code: 'FORBIDDEN' }, 403) : json([]),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load images');
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No images yet.')).toBeInTheDocument();
  });
});
