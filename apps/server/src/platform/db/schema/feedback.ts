/** A user's feedback to the app's makers, and referrals (migration 0041): a user's, not a shop's. */

export interface FeedbackTable {
  user_id: string;
  id: string;
  kind: string;
  body: string;
  screenshot_url: string | null;
  created_at: Date;
  answer: string | null;
  answered_at: Date | null;
  answer_read_at: Date | null;
}

export interface ReferralCodesTable {
  user_id: string;
  code: string;
  created_at: Date;
}

export interface ReferralsTable {
  user_id: string;
  referrer_id: string;
  created_at: Date;
}

/** App training: the guides a user has followed (migration 0042). */
export interface TutorialProgressTable {
  user_id: string;
  guide: string;
  done_at: Date;
}
