import { describeDeclaredScreens } from '@commons/shared/testing';
import { screens } from './screens';

describeDeclaredScreens(screens);
