/** Who may do what in a shop (access module): roles, members, invites. */
import type { Generated } from 'kysely';

export interface RolesTable {
  shop_id: string;
  id: string;
  /** Null for a ready role not renamed yet: named from i18n by default_key (migration 0016). */
  name: string | null;
  default_key: string | null;
  features: string[];
  created_at: Date;
  updated_at: Date;
}

export interface ShopMembersTable {
  shop_id: string;
  /** The API's member id (migration 0016; the user id for members from before it). */
  id: string;
  user_id: string;
  is_owner: Generated<boolean>;
  role_id: string | null;
  created_at: Date;
}

/** A number added to a shop before it has an account (migration 0016). */
export interface ShopInvitesTable {
  shop_id: string;
  id: string;
  mobile: string;
  role_id: string;
  invited_by: string;
  created_at: Date;
}
