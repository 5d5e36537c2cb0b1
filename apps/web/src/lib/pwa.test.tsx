import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { SNACKBAR_TIMEOUT, SnackbarProvider, useSnackbar } from '../components/ui/snackbar';
import { setupI18n } from '../test/render';
import { UpdatePrompt } from './pwa';

// jsdom has no service workers: the registration, its workers and the container are stand-ins with
// the browser's shape (EventTargets with the same events and fields).
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  install() {
    this.state = 'installed';
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  update = vi.fn(async () => undefined);
  /** A new build was found: a worker installs and then waits. */
  newVersion() {
    const worker = new FakeWorker();
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    worker.install();
    this.installing = null;
    this.waiting = worker;
    return worker;
  }
}

let reg: FakeRegistration;
let container: EventTarget & { controller: object | null; register: () => Promise<FakeRegistration> };
const reload = vi.fn();

function setup({ wide }: { wide: boolean }) {
  reg = new FakeRegistration();
  container = Object.assign(new EventTarget(), {
    controller: {}, // a page already controlled by the previous version
    register: vi.fn(async () => reg),
  });
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { serviceWorker: container }));
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide && query.includes('min-width'),
    media: query,
  }));
  vi.stubGlobal('location', { ...window.location, reload });
}

function Notify() {
  const snackbar = useSnackbar();
  return (
    <button type="button" onClick={() => snackbar.show({ message: 'Transaksi sukses', color: 'success' })}>
      notify
    </button>
  );
}

const flush = () => act(async () => {});

beforeAll(() => setupI18n('en'));
beforeEach(() => vi.stubEnv('PROD', true));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  reload.mockReset();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('service-worker update flow', () => {
  test('md and up: a waiting worker shows the prompt; reload posts SKIP_WAITING and reloads once', async () => {
    setup({ wide: true });
    render(<UpdatePrompt />);
    await flush();
    expect(screen.queryByText('A new version is available.')).toBeNull();

    const worker = reg.newVersion();
    await flush();
    expect(screen.getByText('A new version is available.')).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(worker.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reload).not.toHaveBeenCalled();
    // The waiting worker takes over the page, then the page reloads (once, even if it fires twice).
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('a worker already waiting when the page loads is offered too', async () => {
    setup({ wide: true });
    reg.waiting = new FakeWorker();
    render(<UpdatePrompt />);
    await flush();
    expect(screen.getByText('A new version is available.')).not.toBeNull();
  });

  test('below md no prompt: the new version is used from the next launch', async () => {
    setup({ wide: false });
    render(<UpdatePrompt />);
    await flush();
    const worker = reg.newVersion();
    await flush();
    expect(screen.queryByText('A new version is available.')).toBeNull();
    expect(worker.messages).toEqual([]);
  });

  test('the first install (no controller yet) is not an update', async () => {
    setup({ wide: true });
    container.controller = null;
    render(<UpdatePrompt />);
    await flush();
    reg.newVersion();
    await flush();
    expect(screen.queryByText('A new version is available.')).toBeNull();
  });

  test('the prompt has its own slot: queued snackbars still show and time out beside it', async () => {
    setup({ wide: true });
    render(
      <SnackbarProvider>
        <UpdatePrompt />
        <Notify />
      </SnackbarProvider>,
    );
    await flush();
    reg.newVersion();
    await flush();
    expect(screen.getByText('A new version is available.')).not.toBeNull();

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'notify' }));
    expect(screen.getByText('Transaksi sukses')).not.toBeNull();
    act(() => vi.advanceTimersByTime(SNACKBAR_TIMEOUT));
    expect(screen.queryByText('Transaksi sukses')).toBeNull();
    // The prompt has no timeout.
    expect(screen.getByText('A new version is available.')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'notify' }));
    expect(screen.getByText('Transaksi sukses')).not.toBeNull();
  });
});
