/** Messages of held seats (offers of a place); the waitlist's offer screen shows them as they are. */
export const SeatOfferMsg = {
  noSeat: 'There is no vacancy left for this level in that month',
  alreadyOffered: 'A place has already been offered for this enquiry',
  noLiveOffer: 'This enquiry has no open offer of a place',
} as const
