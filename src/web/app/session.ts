/**
 * The logged-in user as the browser knows it (spec §3 "Session values kept for the user").
 * Only non-sensitive display data lives here, in memory; the session itself is an HttpOnly
 * cookie the scripts cannot read (docs/decisions/002). Login (the identity issue) fills it.
 */
export interface MenuItem {
  menuName: string;
  menuTarget: string;
  subMenuList?: { subMenuName: string; subMenuTarget: string }[];
}

export interface MenuGroup {
  id: number;
  menuGroupName: string;
  menuList: MenuItem[];
}

export interface SessionUser {
  userId: number;
  firstName: string;
  lastName: string;
  /** Spec §6: the category `gep` does not see Edit Profile, Update Email/Phone, Change Password. */
  userCategory: string;
  roles: string[];
  menuGroups: MenuGroup[];
}

let current: SessionUser | null = null;
const listeners = new Set<() => void>();

export const sessionStore = {
  get: (): SessionUser | null => current,
  set(user: SessionUser | null) {
    current = user;
    for (const l of listeners) l();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
