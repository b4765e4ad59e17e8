/**
 * The larger UI pieces only some screens use: tabs, the bottom sheet, search, the searchable
 * paginated list and its 'Načítať ďalšie', list cards and category badges. Apart from @app/shared/ui (the screen frame and
 * the basics every screen needs) so that the first screen does not download them: /main uses none.
 *
 * These files import @app/shared/ui and @app/shared/telegram by package name, never by relative
 * path: whichever build's copy of this module runs (the shell provides the page's one, see
 * shell/src/remotes/page-copies.ts; a remote alone runs its own), it takes the kit and the
 * Telegram SDK through the share scope instead of bundling second copies (the SDK's state, its
 * back button, would split).
 */
export { Tabs, type TabsProps } from './tabs';
export { BottomSheet, type BottomSheetProps } from './bottom-sheet';
export { SearchBox, type SearchBoxProps } from './search-box';
export { LoadMore, type LoadMoreProps, type LoadMoreQuery } from './load-more';
export { SearchableList, type SearchableListProps, type SearchableListQuery } from './searchable-list';
export { CategoryBadges } from './category-badges';
export { ListCard, type ListCardProps } from './list-card';
export { PaymentBox, type PaymentBoxProps } from './payment-box';
export { paymentText } from './payment-text';
