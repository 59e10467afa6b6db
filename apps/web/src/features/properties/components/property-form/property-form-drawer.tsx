import type { Property } from '@plotwise/contracts';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Drawer } from '../../../../components/ui/drawer';
import { TabList, TabPanel, Tabs } from '../../../../components/ui/tabs';
import { useMaxUploadMb } from '../../api/get-file-config';
import { useProjectOptions } from '../../api/get-projects';
import { FORM_TEXT, PROPERTY_TEXT } from '../../messages';
import { checkFiles } from '../../utils/check-files';
import { createDefaultFormValues, toFormValues } from '../../utils/property-form';
import { getTabOfField } from '../../utils/validate-property-form';
import { FilePicker } from './file-picker';
import { FormFooter } from './form-footer';
import { PropertyDetailsFields } from './property-details-fields';
import { PropertyFilesFields } from './property-files-fields';
import { usePropertyFormState } from './use-property-form-state';
import { usePropertySubmit } from './use-property-submit';

type FormTab = 'details' | 'files';
const formTabs = [
  { value: 'details', label: FORM_TEXT.detailsTab },
  { value: 'files', label: FORM_TEXT.filesTab },
] as const;

type PropertyFormDrawerProps = {
  /** The property to edit; null adds one. */
  property: Property | null;
  isClosing: boolean;
  onClose: () => void;
};

/** The Add/Edit drawer (docs/product/property-form.md). Loaded on first open. */
export default function PropertyFormDrawer({
  property,
  isClosing,
  onClose,
}: PropertyFormDrawerProps) {
  const { projects } = useProjectOptions();
  const maxUploadMb = useMaxUploadMb();
  const form = usePropertyFormState(property ? toFormValues(property) : createDefaultFormValues());
  const { mode, submit, isSubmitting, progress } = usePropertySubmit(property);
  const [tab, setTab] = useState<FormTab>('details');
  const [files, setFiles] = useState<File[]>([]);
  const [rejections, setRejections] = useState<string[]>([]);
  const defaultProjectId = projects[0]?.id ?? '';
  const hasErrors = Object.keys(form.errors).length > 0;

  function handleAddFiles(chosen: File[]) {
    const { accepted, errors } = checkFiles(chosen, maxUploadMb);
    setFiles((current) => [...current, ...accepted]);
    setRejections(errors);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const values = { ...form.values, project: form.values.project || defaultProjectId };
    const result = await submit(values, files);
    if (!result.saved) {
      form.setErrors(result.errors);
      const [first] = Object.keys(result.errors);
      if (first) setTab(getTabOfField(first));
      return;
    }
    if (mode === 'update') {
      onClose();
      return;
    }
    form.reset(createDefaultFormValues());
    setFiles([]);
    setRejections([]);
    setTab('details');
  }

  return (
    <Drawer
      isOpen
      isClosing={isClosing}
      onClose={onClose}
      title={mode === 'create' ? PROPERTY_TEXT.addProperty : PROPERTY_TEXT.editProperty}
    >
      <form noValidate onSubmit={handleSubmit} className="flex min-h-0 flex-1 flex-col">
        <Tabs selected={tab} onSelect={setTab} className="flex min-h-0 flex-1 flex-col">
          <TabList
            label="Property form sections"
            tabs={formTabs}
            className="border-b border-slate-200 px-4"
          />
          <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">
            {hasErrors ? <Alert className="mb-5" message={FORM_TEXT.requiredBanner} /> : null}
            {/* Both panels stay mounted, so a field keeps its state on the other tab. */}
            <TabPanel value="details" forceMount hidden={tab !== 'details'}>
              <PropertyDetailsFields form={form} projects={projects} projectId={defaultProjectId} />
            </TabPanel>
            <TabPanel value="files" forceMount hidden={tab !== 'files'}>
              <PropertyFilesFields form={form}>
                <FilePicker
                  files={files}
                  rejections={rejections}
                  maxUploadMb={maxUploadMb}
                  onAdd={handleAddFiles}
                  onRemove={(index) =>
                    setFiles((current) => current.filter((_, at) => at !== index))
                  }
                  onDismissRejections={() => setRejections([])}
                />
              </PropertyFilesFields>
            </TabPanel>
          </div>
        </Tabs>
        <FormFooter
          mode={mode}
          fileCount={files.length}
          isSubmitting={isSubmitting}
          progress={progress}
          onCancel={onClose}
        />
      </form>
    </Drawer>
  );
}
