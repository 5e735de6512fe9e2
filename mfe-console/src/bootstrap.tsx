import { mountScreens } from '@commons/shared/standalone';
import { screens } from './screens';

// The standalone shell shows this remote's screens as its declaration lists them.
mountScreens(screens, (module) => import(/* webpackExclude: /\.test\.tsx$/ */ `./exposed/${module}.tsx`));
