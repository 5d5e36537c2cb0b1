import { useEffect, useSyncExternalStore } from 'react';

/**
 * The live chat widget (spec §2 toolbar chat bubble, layout `chat` query): configured by a widget id
 * (Tawk-style embed) or a script URL, loaded only when the user is logged in and chat is enabled.
 */
type ChatApi = { maximize?: () => void; minimize?: () => void; hideWidget?: () => void; onLoad?: () => void };
declare global {
  interface Window {
    Tawk_API?: ChatApi;
  }
}

export type ChatState = 'idle' | 'loading' | 'ready' | 'failed';
let state: ChatState = 'idle';
const listeners = new Set<() => void>();
const set = (s: ChatState) => {
  state = s;
  for (const l of listeners) l();
};
let pending: 'open' | 'close' | null = null;

export interface ChatConfig {
  enabled: boolean;
  widgetId: string | null;
  scriptUrl: string | null;
}

/** The script URL of a configuration; the widget fails when neither id nor URL is given (§8.2). */
export function chatScriptUrl(config: ChatConfig): string | null {
  if (config.scriptUrl) return config.scriptUrl;
  if (config.widgetId) return `https://embed.tawk.to/${encodeURIComponent(config.widgetId)}`;
  return null;
}

export function loadChat(config: ChatConfig): void {
  if (state !== 'idle' || !config.enabled) return;
  const src = chatScriptUrl(config);
  if (!src) {
    set('failed');
    return;
  }
  set('loading');
  window.Tawk_API = window.Tawk_API ?? {};
  window.Tawk_API.onLoad = () => {
    set('ready');
    if (pending) toggleChat(pending);
    pending = null;
  };
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.onerror = () => set('failed');
  document.body.appendChild(script);
}

/** Opens or closes the chat; while it loads the request is kept and false is returned. */
export function toggleChat(action: 'open' | 'close'): boolean {
  if (state !== 'ready') {
    pending = action;
    return false;
  }
  if (action === 'open') window.Tawk_API?.maximize?.();
  else window.Tawk_API?.minimize?.();
  return true;
}

export function useChatState(): ChatState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}

/** Loads the widget once when `active` (logged in and enabled). */
export function useLiveChat(config: ChatConfig, loggedIn: boolean) {
  const active = loggedIn && config.enabled;
  useEffect(() => {
    if (active) loadChat(config);
  }, [active, config]);
}
