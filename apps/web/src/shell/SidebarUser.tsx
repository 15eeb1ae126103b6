import { Avatar } from 'antd';
import { useSession } from '../session/useSession';
import { initials } from './organization-labels';

/** The signed-in person: initials avatar, name and job title. */
export function SidebarUser() {
  const { profile } = useSession();
  if (!profile) return null;
  return (
    <div className="atrium-sidebar__user">
      <Avatar size={40} className="atrium-sidebar__avatar" aria-hidden="true">
        {initials(profile.name)}
      </Avatar>
      <div className="atrium-sidebar__identity">
        <strong>{profile.name}</strong>
        {profile.job_title ? <span>{profile.job_title}</span> : null}
      </div>
    </div>
  );
}
