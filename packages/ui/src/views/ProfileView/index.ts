export {
  ProfileView,
  type ProfileMenuId,
  type ProfileUser,
  type ProfileViewProps,
} from './ProfileView';
