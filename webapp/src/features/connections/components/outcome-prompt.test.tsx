import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { OutcomeList } from '../../../api/generated/client';
import { byTestId } from '../../../testing/dom';
import { renderAt } from '../../../testing/render-at';
import { outcomesQueryOptions } from '../api/outcomes';
import { OutcomePrompt } from './outcome-prompt';

describe('OutcomePrompt', { timeout: 30_000 }, () => {
  let unmount: () => void = () => undefined;
  afterEach(() => unmount());

  async function show(data: OutcomeList, enabled = true) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(outcomesQueryOptions().queryKey, data);
    const view = await renderAt(
      '/inbox',
      <QueryClientProvider client={client}>
        <OutcomePrompt enabled={enabled} />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
  }

  const item = (requestId: number, outcome?: OutcomeList['result'][number]['outcome']) => ({
    requestId,
    memberId: 7,
    name: 'Meera Patel',
    profileId: 'PT100007',
    connectedOn: '2026-11-01T10:00:00Z',
    outcome,
  });

  it('asks about the connections not yet answered, with the four answers', async () => {
    await show({ result: [item(1), item(2, 'still_talking')], engaged: false });
    expect(byTestId('outcome-item').map((e) => e.getAttribute('data-request-id'))).toEqual(['1']);
    expect(byTestId('outcome-item')[0]?.textContent).toContain('How is it going with Meera Patel?');
    expect(byTestId('outcome-engaged')).toHaveLength(1);
    expect(byTestId('engaged-note')).toHaveLength(0);
  });

  it('shows nothing when all is answered, and the congratulation once engaged', async () => {
    await show({ result: [item(2, 'met_family')], engaged: false });
    expect(byTestId('outcome-prompt')).toHaveLength(0);
    unmount();
    await show({ result: [item(2, 'engaged')], engaged: true });
    expect(byTestId('engaged-note')).toHaveLength(1);
  });

  it('asks nothing where it is not enabled (a family manager, another page)', async () => {
    await show({ result: [item(1)], engaged: false }, false);
    expect(byTestId('outcome-prompt')).toHaveLength(0);
  });
});
