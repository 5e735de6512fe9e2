export {
  NavigationProvider,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  type NavigateOptions,
  type Navigation,
  type NavigationLocation,
} from './navigation';
export { Link, type LinkProps } from './link';
