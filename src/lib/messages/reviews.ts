/** A guest's review waiting for the owner: the email that announces it and the dashboard's count. */
export const reviews = {
  emailSubject: (houseName: string, rating: number) =>
    `New guest review for ${houseName}: ${rating} of 5`,
  emailText: (review: { name: string; rating: number; comment: string }, link: string) =>
    [
      `${review.name} left a review of their stay: ${review.rating} of 5.`,
      '',
      review.comment,
      '',
      'It waits as a draft and no guest sees it until you publish it. Read and publish it here:',
      link,
    ].join('\n'),
  waiting: (count: number) =>
    count === 1 ? '1 guest review waiting' : `${count} guest reviews waiting`,
  waitingHelp: 'Read each one and publish it to show it on the site.',
  waitingLink: 'Read the reviews',
} as const
