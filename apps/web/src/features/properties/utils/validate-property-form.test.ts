import { describe, expect, it } from 'vitest';
import {
  buildPropertyPayload,
  createDefaultFormValues,
  type PropertyFormValues,
} from './property-form';
import {
  clearFieldError,
  getTabOfField,
  toFormErrors,
  validatePropertyForm,
} from './validate-property-form';

function validate(changes: Partial<PropertyFormValues>) {
  const values = { ...createDefaultFormValues('project-1'), ...changes };
  return validatePropertyForm(values, buildPropertyPayload(values));
}

describe('property form validation (docs/product/property-form.md, "Validation")', () => {
  it('passes a form with an address, a price and a project', () => {
    expect(validate({ address: '12 Acacia Avenue', price: '250000' })).toEqual({});
  });

  it('gives the specification messages for missing address, price and project', () => {
    expect(validate({ address: '   ', price: '', project: '' })).toEqual({
      address: 'Address is required',
      price: 'Valid price is required',
      project: 'Project is required',
    });
  });

  it('requires the street line even when a city and postcode are typed', () => {
    expect(validate({ city: 'Leeds', postcode: 'LS1 4AP', price: '1' })).toEqual({
      address: 'Address is required',
    });
  });

  it('rejects a zero or negative price and bedrooms outside 1 to 20', () => {
    expect(validate({ address: 'A', price: '-5' }).price).toBe('Valid price is required');
    expect(validate({ address: 'A', price: '1', bedrooms: '21' }).bedrooms).toBe(
      'Bedrooms must be between 1 and 20',
    );
    expect(validate({ address: 'A', price: '1', bedrooms: '0' }).bedrooms).toBe(
      'Bedrooms must be between 1 and 20',
    );
  });

  it('requires a property type', () => {
    expect(validate({ address: 'A', price: '1', property_type: '' }).property_type).toBe(
      'Property type is required',
    );
  });

  it('puts a bad link on its own slot, counting the blank slots before it', () => {
    const errors = validate({
      address: 'A',
      price: '1',
      image_urls: ['', 'https://ok.example/a.png', 'not a link'],
    });
    expect(errors).toEqual({
      'image_urls.2': 'Enter a web address starting with http:// or https://',
    });
  });
});

describe('server field errors', () => {
  it('map onto the form, list entries onto their slots', () => {
    const values = { ...createDefaultFormValues(), document_urls: ['', 'ftp://x'] };
    expect(
      toFormErrors(
        [
          { field: 'address', message: 'Address is required' },
          {
            field: 'document_urls.0',
            message: 'Enter a web address starting with http:// or https://',
          },
        ],
        values,
      ),
    ).toEqual({
      address: 'Address is required',
      'document_urls.1': 'Enter a web address starting with http:// or https://',
    });
  });
});

describe('form error helpers', () => {
  it('know which drawer tab shows a field', () => {
    expect(getTabOfField('price')).toBe('details');
    expect(getTabOfField('features.0')).toBe('details');
    expect(getTabOfField('image_urls.3')).toBe('files');
    expect(getTabOfField('document_urls')).toBe('files');
  });

  it("clear a field's errors, list entries included, and keep the rest", () => {
    const errors = { price: 'x', 'image_urls.1': 'y', image_urls: 'z', address: 'w' };
    expect(clearFieldError(errors, 'image_urls')).toEqual({ price: 'x', address: 'w' });
    expect(clearFieldError(errors, 'city')).toBe(errors);
  });
});
