import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, type StubRequest } from '../../../../testing/fetch-stub';
import { makeProperty } from '../../testing/property-fixtures';
import { openDrawer, renderPropertyForm, sentTo } from '../../testing/render-property-form';

describe('property drawer: defaults and validation', () => {
  it('opens on the event with the defaults, focus on the address', async () => {
    const { user } = renderPropertyForm();
    const drawer = await openDrawer();

    expect(within(drawer).getByLabelText(/^Address/)).toHaveFocus();
    expect(within(drawer).getByLabelText(/^Property Type/)).toHaveValue('house');
    expect(within(drawer).getByLabelText('Tenure')).toHaveValue('freehold');
    expect(within(drawer).getByLabelText('Bedrooms')).toHaveValue(1);
    expect(within(drawer).getByLabelText('Bedrooms')).toHaveAttribute('max', '20');
    expect(within(drawer).getByLabelText('I own this property')).not.toBeChecked();
    expect(within(drawer).getByText('0 file(s) selected')).toBeInTheDocument();
    expect(
      within(drawer).queryByRole('button', { name: /Remove Feature/ }),
    ).not.toBeInTheDocument();

    await user.click(within(drawer).getByRole('tab', { name: 'Files & Media' }));
    expect(within(drawer).getAllByRole('textbox', { name: /^Image URL/ })).toHaveLength(3);
  });

  it('shows the messages and the banner, sends nothing, and clears an error on typing', async () => {
    const { user, requests } = renderPropertyForm();
    const drawer = await openDrawer();

    await user.click(within(drawer).getByRole('button', { name: 'Create Property' }));

    expect(within(drawer).getByText('Please fill in all required fields')).toBeInTheDocument();
    expect(within(drawer).getByText('Address is required')).toBeInTheDocument();
    expect(within(drawer).getByText('Valid price is required')).toBeInTheDocument();
    expect(sentTo(requests, 'POST')).toHaveLength(0);

    await user.type(within(drawer).getByLabelText(/^Address/), '1');
    expect(within(drawer).queryByText('Address is required')).not.toBeInTheDocument();
    expect(within(drawer).getByText('Valid price is required')).toBeInTheDocument();
  });

  it('adds image URL slots up to ten and removes entries only while more than one remains', async () => {
    const { user } = renderPropertyForm();
    const drawer = await openDrawer();
    await user.click(within(drawer).getByRole('tab', { name: 'Files & Media' }));

    for (let slot = 3; slot < 10; slot += 1) {
      await user.click(within(drawer).getByRole('button', { name: 'Add Image URL' }));
    }
    expect(within(drawer).getAllByRole('textbox', { name: /^Image URL/ })).toHaveLength(10);
    expect(within(drawer).queryByRole('button', { name: 'Add Image URL' })).not.toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Remove Image URL 10' }));
    expect(within(drawer).getByRole('button', { name: 'Add Image URL' })).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Add Document URL' }));
    await user.click(within(drawer).getByRole('button', { name: 'Remove Document URL 2' }));
    expect(
      within(drawer).queryByRole('button', { name: /Remove Document URL/ }),
    ).not.toBeInTheDocument();
  });
});

describe('property drawer: saving', () => {
  it('creates with the built payload, notifies, and resets for the next property', async () => {
    const { user, requests } = renderPropertyForm();
    const drawer = await openDrawer();

    await user.type(within(drawer).getByLabelText(/^Address/), '12 Acacia Avenue');
    await user.type(within(drawer).getByLabelText('City'), 'Leeds');
    await user.type(within(drawer).getByLabelText('Postcode'), 'ls1 4ap');
    await user.type(within(drawer).getByLabelText(/^Price/), '250000');
    await user.selectOptions(within(drawer).getByLabelText(/^Project/), 'Leeds flats');
    await user.selectOptions(within(drawer).getByLabelText('Energy Rating'), 'C');
    await user.click(within(drawer).getByLabelText('I own this property'));
    await user.type(within(drawer).getByRole('textbox', { name: 'Feature 1' }), 'Garden');
    await user.click(within(drawer).getByRole('button', { name: 'Create Property' }));

    expect(await screen.findByText('Property created successfully!')).toBeInTheDocument();
    expect(sentTo(requests, 'POST')[0]!.body).toEqual({
      address: '12 Acacia Avenue, Leeds, ls1 4ap',
      price: 250000,
      property_type: 'house',
      tenure: 'freehold',
      bedrooms: 1,
      description: '',
      energy_rating: 'C',
      url: null,
      features: ['Garden'],
      council_tax_band: null,
      project: 'project-2',
      is_owned: true,
      tags: [],
      image_urls: [],
      document_urls: [],
    });
    expect(within(drawer).getByLabelText(/^Address/)).toHaveValue('');
    expect(within(drawer).getByLabelText(/^Project/)).toHaveValue('project-1');
  });

  it('edits a property: filled values, PUT, notice, and the drawer closes after the slide', async () => {
    const upload = '/api/v1/files/0b1c2d3e-1111-4222-8333-444455556666?signature=s';
    const property = makeProperty({
      images: [
        { id: 'i1', public_url: upload, filename: 'a.png', content_type: 'image/png', size: 1 },
      ],
    });
    const { user, requests } = renderPropertyForm({
      'PUT /api/v1/properties/p1': (request: StubRequest) =>
        json({ ...property, price: (request.body as { price: number }).price }),
    });
    const drawer = await openDrawer(property);

    expect(within(drawer).getByLabelText(/^Address/)).toHaveValue('12 Acacia Avenue');
    expect(within(drawer).getByLabelText(/^Price/)).toHaveValue(250000);
    await user.clear(within(drawer).getByLabelText(/^Price/));
    await user.type(within(drawer).getByLabelText(/^Price/), '275000');
    await user.click(within(drawer).getByRole('tab', { name: 'Files & Media' }));
    expect(within(drawer).getAllByRole('textbox', { name: /^Image URL/ })).toHaveLength(4);
    await user.click(within(drawer).getByRole('button', { name: 'Update Property' }));

    expect(await screen.findByText('Property updated successfully!')).toBeInTheDocument();
    expect(sentTo(requests, 'PUT')[0]!.body).toMatchObject({
      price: 275000,
      image_urls: [upload],
      energy_rating: 'C',
      council_tax_band: 'B',
    });
    expect(drawer).toHaveAttribute('data-state', 'closing');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's message, else the generic one, and keeps the drawer open", async () => {
    const upgrade = 'This feature requires an upgrade from your current Free plan.';
    let answer = json({ detail: upgrade, code: 'FORBIDDEN' }, 403);
    const { user } = renderPropertyForm({ 'POST /api/v1/properties': () => answer });
    const drawer = await openDrawer();
    await user.type(within(drawer).getByLabelText(/^Address/), '1 High Street');
    await user.type(within(drawer).getByLabelText(/^Price/), '100000');
    await user.click(within(drawer).getByRole('button', { name: 'Create Property' }));
    expect(await screen.findByText(upgrade)).toBeInTheDocument();

    answer = new Response('oops', { status: 500 });
    await user.click(within(drawer).getByRole('button', { name: 'Create Property' }));
    expect(
      await screen.findByText('Error creating property. Please try again.'),
    ).toBeInTheDocument();
    expect(within(drawer).getByLabelText(/^Address/)).toHaveValue('1 High Street');
  });

  it('locks the page scroll and closes on Escape after the 300 ms slide', async () => {
    const { user } = renderPropertyForm();
    const drawer = await openDrawer();
    expect(getComputedStyle(document.body).overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(drawer).toHaveAttribute('data-state', 'closing');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
  });
});
