import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AllowedAction } from '../../common/api/workflow.ts';
import { ApiError } from '../api/client.ts';
import { ConfirmProvider } from './confirm-dialog.tsx';
import { DecisionPanel } from './decision-panel.tsx';

type Step = 'return' | 'approve';
const actions: AllowedAction<Step>[] = [
  { action: 'return', remarksRequired: true },
  { action: 'approve', remarksRequired: false },
];

function renderPanel(onAct: (action: Step, remarks: string | undefined) => Promise<string | undefined>) {
  render(
    <MantineProvider>
      <ConfirmProvider>
        <DecisionPanel
          title="Workflow"
          actions={actions}
          label={(a) => (a === 'return' ? 'Send back' : 'Approve')}
          confirmMessage={(a) => `Sure to ${a}?`}
          onAct={onAct}
        />
      </ConfirmProvider>
    </MantineProvider>,
  );
  return screen.getByRole('region', { name: 'Workflow' });
}

/**
 * The decision panel of every workflow item (docs/decisions/035): remarks required where the
 * pressed action's `remarksRequired` says (from the server's declaration), the §5 remarks key
 * filter, the confirmation, the server's refusal in the error summary.
 */
describe('DecisionPanel', () => {
  it('refuses blank remarks only for the action that requires them, asks, then acts with the remarks', async () => {
    const user = userEvent.setup();
    const onAct = vi.fn(async () => 'Done.');
    const panel = renderPanel(onAct);
    await user.click(within(panel).getByRole('button', { name: 'Send back' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Remarks required');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onAct).not.toHaveBeenCalled();

    // The §5 remarks filter: letters, digits, space and ( ) . , / & _ - only.
    await user.type(within(panel).getByRole('textbox', { name: 'Remarks' }), 'Attach the BOQ: now');
    expect(within(panel).getByRole('textbox', { name: 'Remarks' })).toHaveValue('Attach the BOQ now');
    await user.click(within(panel).getByRole('button', { name: 'Send back' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Sure to return?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(onAct).toHaveBeenCalledWith('return', 'Attach the BOQ now'));
    expect(await within(panel).findByRole('status')).toHaveTextContent('Done.');
  });

  it('an action without required remarks goes with none; No in the confirmation does nothing', async () => {
    const user = userEvent.setup();
    const onAct = vi.fn(async () => undefined);
    const panel = renderPanel(onAct);
    await user.click(within(panel).getByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    expect(onAct).not.toHaveBeenCalled();
    await user.click(within(panel).getByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(onAct).toHaveBeenCalledWith('approve', undefined));
  });

  it("shows the server's refusal in the error summary", async () => {
    const user = userEvent.setup();
    const refusal = new ApiError('ALREADY_EXISTS', 409, {
      type: 'about:blank',
      title: 'x',
      status: 409,
      code: 'ALREADY_EXISTS',
    });
    const panel = renderPanel(async () => {
      throw refusal;
    });
    await user.click(within(panel).getByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'There is already one of these, and only one is allowed.',
    );
  });
});
