import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import type { MenuItem, MenuItemCommandEvent } from 'primereact/menuitem';
import { hostChannels } from '#contracts/channels';
import { channelLogo } from '../../../web/src/features/layout/lib/channel-logo.ts';
import {
  developerMenuModel,
  showsDeveloperMenu,
  sidebarMenuModel,
  signedOutMenuModel,
} from '../../../web/src/features/layout/lib/menu-models.ts';
import {
  closesOnClickOutside,
  initialSidebarState,
  isSidebarShown,
  sidebarReducer,
  type SidebarEvent,
} from '../../../web/src/features/layout/lib/sidebar-state.ts';

const publicDirectory = fileURLToPath(new URL('../../../web/public', import.meta.url));

describe('channelLogo (spec §2 Logo)', () => {
  it('gives tokeet and advancecm their own images and every other channel channel/{channel}', () => {
    expect(hostChannels.map((channel) => [channel, channelLogo(channel).src])).toEqual([
      ['hostaway', '/channel/hostaway.svg'],
      ['ownerrez', '/channel/ownerrez.svg'],
      ['trustay', '/channel/trustay.svg'],
      ['tokeet', '/channel/tokeet-wordmark.svg'],
      ['advancecm', '/channel/advancecm-wordmark.svg'],
      ['waivo', '/channel/waivo.svg'],
    ]);
  });

  it('shows the Trustay logo when the channel is absent', () => {
    expect(channelLogo(undefined)).toEqual({ src: '/channel/trustay.svg', alt: 'Trustay logo', siteUrl: 'https://www.trustay.io' });
  });

  it('links to the channel site only for hostaway, waivo, trustay and tokeet', () => {
    expect(Object.fromEntries(hostChannels.map((channel) => [channel, channelLogo(channel).siteUrl]))).toEqual({
      hostaway: 'https://www.hostaway.com',
      ownerrez: null,
      trustay: 'https://www.trustay.io',
      tokeet: 'https://www.tokeet.com',
      advancecm: null,
      waivo: 'https://www.waivo.com',
    });
  });

  it.each(hostChannels)('has a real image file for %s', (channel) => {
    expect(existsSync(`${publicDirectory}${channelLogo(channel).src}`)).toBe(true);
  });
});

describe('sidebar (spec §2: opens on toggle, closes on a click outside; desktop above 991 px)', () => {
  const run = (...events: SidebarEvent[]) => events.reduce(sidebarReducer, initialSidebarState);

  it('is a static column on desktop that the toggle hides and shows, and that clicks elsewhere leave alone', () => {
    expect(isSidebarShown(initialSidebarState, true)).toBe(true);
    expect(closesOnClickOutside(initialSidebarState, true)).toBe(false);
    const hidden = run({ type: 'toggled', isDesktop: true });
    expect(isSidebarShown(hidden, true)).toBe(false);
    expect(isSidebarShown(run({ type: 'toggled', isDesktop: true }, { type: 'clickedOutside' }, { type: 'navigated' }), true)).toBe(false);
    expect(isSidebarShown(run({ type: 'toggled', isDesktop: true }, { type: 'toggled', isDesktop: true }), true)).toBe(true);
  });

  it('is a closed overlay on narrow screens that opens on toggle and closes on a click outside or navigation', () => {
    expect(isSidebarShown(initialSidebarState, false)).toBe(false);
    const open = run({ type: 'toggled', isDesktop: false });
    expect(isSidebarShown(open, false)).toBe(true);
    expect(closesOnClickOutside(open, false)).toBe(true);
    expect(isSidebarShown(sidebarReducer(open, { type: 'clickedOutside' }), false)).toBe(false);
    expect(isSidebarShown(sidebarReducer(open, { type: 'navigated' }), false)).toBe(false);
    expect(isSidebarShown(sidebarReducer(open, { type: 'toggled', isDesktop: false }), false)).toBe(false);
  });

  it('keeps the desktop choice when the window narrows and widens again', () => {
    const hiddenOnDesktop = run({ type: 'toggled', isDesktop: true });
    const openedNarrow = sidebarReducer(hiddenOnDesktop, { type: 'toggled', isDesktop: false });
    expect(isSidebarShown(openedNarrow, false)).toBe(true);
    expect(isSidebarShown(openedNarrow, true)).toBe(false);
  });
});

const clickEvent = (keys: Partial<Pick<MouseEvent, 'ctrlKey' | 'metaKey'>> = {}) => ({ ...keys, preventDefault: vi.fn(), stopPropagation: vi.fn() });

const click = (item: MenuItem | undefined, event = clickEvent()) => {
  item?.command?.({ originalEvent: event, item } as unknown as MenuItemCommandEvent);
  return event;
};

const entries = (items: MenuItem[]): [string | undefined, string | undefined][] =>
  items.map((item) => [item.label, item.url ?? (item.items ? `> ${(item.items as MenuItem[]).map((child) => `${child.label} ${child.url}`).join(', ')}` : undefined)]);

describe('menus (spec §2 Menus and layout)', () => {
  it('signed out: Login, Quick Access > Score Result, Sign Up', () => {
    expect(entries(signedOutMenuModel(vi.fn()))).toEqual([
      ['Login', '/login'],
      ['Quick Access', '> Score Result /quickscoreresults'],
      ['Sign Up', '/signup'],
    ]);
  });

  it('sidebar: Home, My Guests, Top Up Credits, FAQ, Account, Contact Support, Log Out; marks the current page', () => {
    const model = sidebarMenuModel(vi.fn(), vi.fn(), '/faq');
    expect(entries(model)).toEqual([
      ['Home', '/'],
      ['My Guests', '/reviews'],
      ['Top Up Credits', '/topup'],
      ['FAQ', '/faq'],
      ['Account', '/account'],
      ['Contact Support', '/contact'],
      ['Log Out', undefined],
    ]);
    expect(model.filter((item) => item.className === 'layout-menuitem-current').map((item) => item.label)).toEqual(['FAQ']);
  });

  it('navigates inside the app on a plain click, and leaves a Ctrl-click to the browser', () => {
    const navigate = vi.fn();
    const account = sidebarMenuModel(navigate, vi.fn(), '/').find((item) => item.label === 'Account');

    const plain = click(account);
    expect(navigate).toHaveBeenCalledWith('/account');
    expect(plain.preventDefault).toHaveBeenCalled();

    navigate.mockClear();
    const newTab = click(account, clickEvent({ ctrlKey: true }));
    expect(navigate).not.toHaveBeenCalled();
    expect(newTab.preventDefault).not.toHaveBeenCalled();
  });

  it('signs out from Log Out', () => {
    const signOut = vi.fn();
    click(sidebarMenuModel(vi.fn(), signOut, '/').find((item) => item.label === 'Log Out'));
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('shows the developer menu only in a development build on a local host', () => {
    expect(showsDeveloperMenu('localhost', true)).toBe(true);
    expect(showsDeveloperMenu('127.0.0.1', true)).toBe(true);
    expect(showsDeveloperMenu('localhost', false)).toBe(false);
    expect(showsDeveloperMenu('portal.trustay.io', true)).toBe(false);
  });

  it('developer menu: the invitation admin page and where this build sends its calls', () => {
    const menu = developerMenuModel({ apiUrl: 'http://localhost:3001', region: 'us-east-1' }, vi.fn());
    expect((menu.items as MenuItem[]).map((item) => [item.label, item.url, item.disabled ?? false])).toEqual([
      ['Invitation admin', '/invitation-code', false],
      ['API: http://localhost:3001', undefined, true],
      ['Region: us-east-1', undefined, true],
    ]);
  });
});
