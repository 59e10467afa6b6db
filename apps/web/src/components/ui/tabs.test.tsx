import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabList, TabPanel, Tabs } from './tabs';

const values = ['details', 'documents', 'market_data', 'analysis'] as const;
type Value = (typeof values)[number];

function Harness({ disabled }: { disabled?: Value }) {
  const [selected, setSelected] = useState<Value>('details');
  return (
    <Tabs selected={selected} onSelect={setSelected}>
      <TabList
        label="Sections"
        tabs={values.map((value) => ({ value, label: value, disabled: value === disabled }))}
      />
      <TabPanel value={selected}>Panel {selected}</TabPanel>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('tabs (WAI-ARIA tabs pattern)', () => {
  it('label the list and the selected panel, with one tab stop on the selected tab', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button>Before</button>
        <Harness />
      </>,
    );
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    expect(tab('details')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'details' })).toHaveTextContent('Panel details');

    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(tab('details')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('move with the arrows and select as they go, wrapping at both ends', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(tab('details'));

    await user.keyboard('{ArrowRight}');
    expect(tab('documents')).toHaveFocus();
    expect(tab('documents')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel documents');

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tab('analysis')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab('details')).toHaveAttribute('aria-selected', 'true');
  });

  it('jump with Home and End, and skip a disabled tab', async () => {
    const user = userEvent.setup();
    render(<Harness disabled="documents" />);
    await user.click(tab('details'));

    await user.keyboard('{End}');
    expect(tab('analysis')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('details')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab('market_data')).toHaveAttribute('aria-selected', 'true');
    expect(tab('documents')).toBeDisabled();
  });
});
