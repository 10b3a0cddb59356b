/** The portal's mark: a simple, decorative emblem drawn in the scheme colour. */
export function PortalMark() {
  return (
    <svg
      className="portal-mark"
      viewBox="0 0 48 48"
      width="48"
      height="48"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="3" />
      <path
        d="M14 30h20M16 30V20M24 30V16M32 30V22"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M12 34h24" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
