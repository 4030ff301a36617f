import type { Strings } from '../../i18n/en';
import type { bellEn } from './bell-strings';

/**
 * The Hindi of the bell, its panel and the toast (bell-strings.ts). Typed by the English keys: a key
 * missing or extra does not compile. It loads only when Hindi is chosen (i18n/hi.ts).
 */
export const bellHi: Strings<typeof bellEn> = {
  bell: {
    label: 'सूचनाएँ',
    labelUnread: 'सूचनाएँ, {{count}} बिना पढ़ी',
    title: 'सूचनाएँ',
    markAllRead: 'सब पढ़ी हुई करें',
    seeAll: 'सभी देखें',
    empty: 'अभी कोई सूचना नहीं।',
    loadFailed: 'सूचनाएँ खुल नहीं सकीं। कृपया फिर से कोशिश करें।',
    unread: 'बिना पढ़ी',
    open: 'खोलें',
    justNow: 'अभी',
    ago: '{{span}} पहले',
  },
};
