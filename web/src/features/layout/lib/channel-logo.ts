/**
 * Spec §2 Logo: tokeet and advancecm have their own images, every other channel an image named
 * by the channel (channel/{channel}), and with no channel known the default is Trustay's. Only
 * hostaway, waivo, trustay and tokeet have a channel site to link to.
 */
import { channelLabels, type HostChannel } from '#contracts/channels';

export type ChannelLogo = { src: string; alt: string; siteUrl: string | null };

export const defaultLogoChannel: HostChannel = 'trustay';

const ownImages: Partial<Record<HostChannel, string>> = {
  tokeet: '/channel/tokeet-wordmark.svg',
  advancecm: '/channel/advancecm-wordmark.svg',
};

const channelSites: Partial<Record<HostChannel, string>> = {
  hostaway: 'https://www.hostaway.com',
  waivo: 'https://www.waivo.com',
  trustay: 'https://www.trustay.io',
  tokeet: 'https://www.tokeet.com',
};

/** The top bar's logo for the host's channel; undefined (not known yet, or absent) gives the default. */
export const channelLogo = (channel: HostChannel | undefined): ChannelLogo => {
  const shown = channel ?? defaultLogoChannel;
  return {
    src: ownImages[shown] ?? `/channel/${shown}.svg`,
    alt: `${channelLabels[shown]} logo`,
    siteUrl: channelSites[shown] ?? null,
  };
};
