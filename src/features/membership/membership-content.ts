/** What each tier includes (spec §6), for the comparison table: the lowest tier that has it. */
export const COMPARISON_ROWS: ReadonlyArray<{
  feature: string;
  values: readonly [string | boolean, string | boolean, string | boolean];
}> = [
  { feature: "Reward points every month", values: ["100", "200", "400"] },
  { feature: "Early access to newly added stays", values: [true, true, true] },
  { feature: "Price-drop scanner alerts", values: [true, true, true] },
  { feature: "Wildluxe decal pack (US addresses only)", values: [true, true, true] },
  { feature: "Save unlimited favorites", values: [true, true, true] },
  { feature: "Mobile member dashboard", values: [false, true, true] },
  { feature: "Write reviews and ratings", values: [false, true, true] },
  { feature: "Upload your own photos and videos", values: [false, true, true] },
  { feature: "Invitation to publish in the Story journal", values: [false, true, true] },
  { feature: "Chrissy, your AI travel concierge", values: [false, false, true] },
  { feature: "Welcome packages at partner stays", values: [false, false, true] },
  { feature: "Double reward points on every action", values: [false, false, true] },
];

export const MEMBERSHIP_FAQ: ReadonlyArray<{ question: string; answer: string }> = [
  {
    question: "Do I need an account before I join?",
    answer:
      "No. Choose a plan and complete checkout with your email address. If you are signed in, the membership is added to your account; if not, we add it to the account with that email, or create one and email you a link to set your password.",
  },
  {
    question: "When am I charged, and can I cancel?",
    answer:
      "Memberships are billed monthly from the day you join. You can cancel at any time from your account's billing page; your benefits continue until the end of the month you have paid for, and you will not be charged again.",
  },
  {
    question: "How does the 14-day free trial work?",
    answer:
      "The Luxe Insider trial gives you every Insider benefit free for 14 days, then continues at $14.99 per month. Cancel before the trial ends and you pay nothing. The trial is for travelers who do not have a membership yet.",
  },
  {
    question: "How do reward points work?",
    answer:
      "Your plan adds points every month, and you earn more by sharing photos, reviews, stories and tips. Luxe Elite members earn double points for every action. Points also move you up three points levels, apart from your plan: the Explorer points level, then the Premium points level at 1,000 points and the Elite points level at 2,000.",
  },
  {
    question: "Can I change plans later?",
    answer:
      "Yes. Choose a different plan here at any time. Your new benefits start as soon as checkout completes, and your points balance comes with you.",
  },
  {
    question: "What does tier-exclusive access mean?",
    answer:
      "Some stays in the collection are reserved for members of a given tier. Their cards show the tier they need, and your plan unlocks every stay at or below your tier.",
  },
];
