import type { ReactNode } from 'react';
import { FORM_TEXT } from '../../messages';
import { TextListField } from './text-list-field';
import type { PropertyFormState } from './use-property-form-state';

/** The 'Files & Media' tab: image and document links, then the file picker (`children`). */
export function PropertyFilesFields({
  form,
  children,
}: {
  form: PropertyFormState;
  children: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <TextListField
        form={form}
        field="image_urls"
        legend="Image URLs"
        itemLabel="Image URL"
        addLabel={FORM_TEXT.addImageUrl}
        type="url"
        placeholder="https://"
      />
      <TextListField
        form={form}
        field="document_urls"
        legend="Document URLs"
        itemLabel="Document URL"
        addLabel="Add Document URL"
        type="url"
        placeholder="https://"
      />
      {children}
    </div>
  );
}
