import { useState, type ReactElement } from 'react';
import { avatarSrc, initials } from '#shared/domain/user-display.ts';
import type { SessionUser } from '#shared/api/port.ts';
import { usePublicConfig } from '#client/app/data/use-root-data.ts';

/** The avatar image of spec §3, or the user's initials when there is none or it fails to load. */
export function UserAvatar({ user, size = 32 }: { user: SessionUser; size?: number }): ReactElement {
  const [failed, setFailed] = useState(false);
  const src = avatarSrc(user.avatar, usePublicConfig()?.avatarsOrigin);
  const style = { width: size, height: size };
  if (src === null || failed) {
    return (
      <span className="avatar avatar--initials" style={style} aria-hidden="true">
        {initials(user)}
      </span>
    );
  }
  return (
    <img
      className="avatar"
      src={src}
      alt=""
      width={size}
      height={size}
      style={style}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
