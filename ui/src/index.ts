// @plume/ui — the design system's public surface. Presentational only: props in, JSX out.

export {
  type AccountDeletionStep,
  AccountPanel,
  type AccountPanelProps,
} from './components/AccountPanel/index.ts';
export {
  type ActivityItem,
  ActivityList,
  type ActivityListProps,
  type ActivityListStatus,
} from './components/ActivityList/index.ts';
export { Alert, type AlertProps, type AlertTone } from './components/Alert/index.ts';
export { AppShell, type AppShellProps } from './components/AppShell/index.ts';
export { AuthCodeStep, type AuthCodeStepProps, formatCountdown } from './components/AuthCodeStep/index.ts';
export { AuthEmailStep, type AuthEmailStepProps } from './components/AuthEmailStep/index.ts';
export { AuthLayout, type AuthLayoutProps } from './components/AuthLayout/index.ts';
export {
  type AuthStep,
  AuthStepsPanel,
  type AuthStepsPanelProps,
} from './components/AuthStepsPanel/index.ts';
export { Badge, type BadgeProps, type BadgeTone } from './components/Badge/index.ts';
export { Box, type BoxComponent, type BoxProps } from './components/Box/index.ts';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  LinkButton,
  type LinkButtonProps,
} from './components/Button/index.ts';
export {
  CAPTION_CLAMP_CHARACTERS,
  CaptionItem,
  type CaptionItemProps,
  isSafeLink,
  isVideoUrl,
  VIDEO_EXTENSIONS,
} from './components/CaptionItem/index.ts';
export { Checkbox, type CheckboxProps } from './components/Checkbox/index.ts';
export {
  type ChoiceChipOption,
  ChoiceChips,
  type ChoiceChipsProps,
} from './components/ChoiceChips/index.ts';
export { ClampedContent, type ClampedContentProps } from './components/ClampedContent/index.ts';
export { CODE_LENGTH, CodeBoxes, type CodeBoxesProps, isCompleteCode } from './components/CodeBoxes/index.ts';
export { Columns, type ColumnsProps } from './components/Columns/index.ts';
export {
  ConceptList,
  type ConceptListItem,
  type ConceptListProps,
  type ConceptRunGroup,
  type ConceptStream,
  type EarlierRuns,
} from './components/ConceptList/index.ts';
export {
  CONCEPT_SECTIONS,
  type ConceptFields,
  ConceptPanel,
  type ConceptPanelProps,
  type ConceptSourceLink,
  conceptToText,
} from './components/ConceptPanel/index.ts';
export { CopyButton, type CopyButtonProps } from './components/CopyButton/index.ts';
export { DeleteIconButton, type DeleteIconButtonProps } from './components/DeleteIconButton/index.ts';
export { DetailPanel, type DetailPanelProps } from './components/DetailPanel/index.ts';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/index.ts';
export { ErrorBanner, type ErrorBannerProps } from './components/ErrorBanner/index.ts';
export { ErrorScreen, type ErrorScreenProps } from './components/ErrorScreen/index.ts';
export { ExamplePosts, type ExamplePostsProps } from './components/ExamplePosts/index.ts';
export {
  Field,
  type FieldControlProps,
  type FieldCount,
  type FieldProps,
  LengthCounter,
  type LengthCounterProps,
} from './components/Field/index.ts';
export {
  GenerateButton,
  type GenerateButtonProps,
  type RunCharge,
} from './components/GenerateButton/index.ts';
export {
  type GeneratedPost,
  GeneratedPostList,
  type GeneratedPostListProps,
} from './components/GeneratedPostList/index.ts';
export {
  type GetStartedItem,
  GetStartedPanel,
  type GetStartedPanelProps,
} from './components/GetStartedPanel/index.ts';
export { type HandleItem, HandleList, type HandleListProps } from './components/HandleList/index.ts';
export { Heading, type HeadingLevel, type HeadingProps } from './components/Heading/index.ts';
export {
  IconButton,
  type IconButtonProps,
  IconLink,
  type IconLinkProps,
} from './components/IconButton/index.ts';
export { type IconName, type IconProps, Icons } from './components/Icons/index.ts';
export {
  ACCEPT_ATTRIBUTE,
  ACCEPTED_IMAGE_TYPES,
  acceptedImages,
  type CarouselImage,
  ImageCarousel,
  type ImageCarouselProps,
  indexAfterRemoval,
  isAcceptedImage,
  wrapIndex,
} from './components/ImageCarousel/index.ts';
export { Inline, type InlineProps } from './components/Inline/index.ts';
export {
  type LedgerEntry,
  type LedgerKind,
  LedgerList,
  type LedgerListProps,
  type LedgerListStatus,
  ledgerKindLabel,
} from './components/LedgerList/index.ts';
export {
  CAROUSEL_STEP_PX,
  LibraryCarousel,
  type LibraryCarouselProps,
  type LibraryCarouselStatus,
  type LibraryItem,
  type LibraryTab,
} from './components/LibraryCarousel/index.ts';
export { LoadError, type LoadErrorProps } from './components/LoadError/index.ts';
export { LoadingScreen, type LoadingScreenProps } from './components/LoadingScreen/index.ts';
export {
  DeferredMarkdown,
  loadMarkdown,
  Markdown,
  MarkdownPlaceholder,
  type MarkdownProps,
  MarkdownRenderer,
  useMarkdownRenderer,
} from './components/Markdown/index.ts';
export { MessageBox, type MessageBoxProps, type MessageBoxStatus } from './components/MessageBox/index.ts';
export { OfflineModelBadge, type OfflineModelBadgeProps } from './components/OfflineModelBadge/index.ts';
export { PageHeader, type PageHeaderProps } from './components/PageHeader/index.ts';
export { type Plan, PlanCard, type PlanCardProps, PlanCardSkeleton } from './components/PlanCard/index.ts';
export { PlanGrid, type PlanGridProps, type PlanGridStatus } from './components/PlanGrid/index.ts';
export {
  HashtagChips,
  type HashtagChipsProps,
  PlatformPostCard,
  type PlatformPostCardProps,
  type PlatformPostImage,
  type PlatformVariant,
  type PostEdit,
  type PostRefine,
  type VariantText,
} from './components/PlatformPostCard/index.ts';
export { PlumeRoot, type PlumeRootProps } from './components/PlumeRoot/index.ts';
export {
  POST_CLAMP_CHARACTERS,
  PostCard,
  type PostCardProps,
  PostCardSkeleton,
  type PostCardSkeletonProps,
} from './components/PostCard/index.ts';
export { PostImages, type PostImagesItem, type PostImagesProps } from './components/PostImages/index.ts';
export {
  ProfileCompletionCard,
  type ProfileCompletionCardProps,
} from './components/ProfileCompletionCard/index.ts';
export { ProgressBar, type ProgressBarProps } from './components/ProgressBar/index.ts';
export { ProviderButtons, type ProviderButtonsProps } from './components/ProviderButtons/index.ts';
export {
  Receipt,
  type ReceiptData,
  type ReceiptProps,
  type ReceiptReversalData,
} from './components/Receipt/index.ts';
export { RecentPanel, type RecentPanelProps } from './components/RecentPanel/index.ts';
export {
  RechargeResult,
  type RechargeResultProps,
  type RechargeResultStatus,
} from './components/RechargeResult/index.ts';
export {
  type RefineChoice,
  RefineMenu,
  type RefineMenuProps,
  type RefineRequest,
  refineLabel,
} from './components/RefineMenu/index.ts';
export { SearchInput, type SearchInputProps } from './components/SearchInput/index.ts';
export { Select, type SelectOption, type SelectProps } from './components/Select/index.ts';
export {
  SelectableList,
  type SelectableListItem,
  type SelectableListProps,
} from './components/SelectableList/index.ts';
export { PlumeBrand, Sidebar, type SidebarItem, type SidebarProps } from './components/Sidebar/index.ts';
export { Skeleton, type SkeletonProps } from './components/Skeleton/index.ts';
export { SkeletonGroup, type SkeletonGroupProps } from './components/SkeletonGroup/index.ts';
export { Spinner, type SpinnerProps } from './components/Spinner/index.ts';
export { Stack, type StackProps } from './components/Stack/index.ts';
export { type TabItem, Tabs, type TabsProps, tabPanelProps } from './components/Tabs/index.ts';
export { Text, type TextProps } from './components/Text/index.ts';
export { TextareaField, type TextareaFieldProps } from './components/TextareaField/index.ts';
export { TextField, type TextFieldProps } from './components/TextField/index.ts';
export {
  TOAST_DURATION_MS,
  Toast,
  type ToastContent,
  type ToastProps,
  type ToastTone,
} from './components/Toast/index.ts';
export { Toggletip, type ToggletipProps } from './components/Toggletip/index.ts';
export { Tooltip, type TooltipPlacement, type TooltipProps } from './components/Tooltip/index.ts';
export {
  formatGrowth,
  type UsageRow,
  UsageTable,
  type UsageTableProps,
  type UsageTableStatus,
} from './components/UsageTable/index.ts';
export { VisuallyHidden } from './components/VisuallyHidden/index.ts';
export { WalletPanel, type WalletPanelProps } from './components/WalletPanel/index.ts';
export { WalletSummary, type WalletSummaryProps } from './components/WalletSummary/index.ts';
export { WelcomeStep, type WelcomeStepProps } from './components/WelcomeStep/index.ts';
export { formatCents, formatSignedCents } from './lib/money.ts';
export type { NavigateHandler } from './lib/navigate.ts';
export { textFileName } from './lib/textFile.ts';
export { countWords, WORD_LIMIT } from './lib/words.ts';
export { media } from './theme/breakpoints.ts';
export { vars } from './theme/contract.css.ts';
export { themeClass } from './theme/light.css.ts';
export { type Sprinkles, sprinkles } from './theme/sprinkles.css.ts';
