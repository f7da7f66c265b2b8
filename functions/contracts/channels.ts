/** Host channels (spec §1) and the ones an invitation code may fix (spec §2, §9). */
export const hostChannels = ['hostaway', 'ownerrez', 'tokeet', 'advancecm', 'trustay', 'waivo'] as const;
export type HostChannel = (typeof hostChannels)[number];

export const invitationChannels = ['hostaway', 'ownerrez', 'trustay'] as const satisfies readonly HostChannel[];
export type InvitationChannel = (typeof invitationChannels)[number];

/** Labels shown in the invitation code Channel dropdown (spec §2). */
export const invitationChannelLabels: Record<InvitationChannel, string> = {
  hostaway: 'Hostaway',
  ownerrez: 'Ownerrez',
  trustay: 'Trustay',
};
