export {
  ProfileView,
  profileMenuIds,
  type ProfileMenuId,
  type ProfileUser,
  type ProfileViewProps,
} from './ProfileView';
