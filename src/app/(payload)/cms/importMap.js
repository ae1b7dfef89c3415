import { StayDayCell as StayDayCell_2b574e2dc0e2cb31ca8f783de6a44caf } from '@/components/cms/StayDayCell'
import { StayDayField as StayDayField_5139f2babf0365daf0f310fb2955cfc2 } from '@/components/cms/StayDayField'
import { IconPicker as IconPicker_b41c660c832bd6f2f93e624485faa5fb } from '@/components/cms/IconPicker'
import { PreviewButton as PreviewButton_5ed156ebb87789714a0360e83bc913bc } from '@/components/cms/PreviewButton'
import { VersionsWithAuthors as VersionsWithAuthors_1a704a2d0b7034310139fba963c0d6fe } from '@/components/cms/VersionsWithAuthors'
import { RowLabel as RowLabel_81b8efa9d5f04cca4c5339b2d9705d11 } from '@/components/cms/RowLabel'
import { PesewasCell as PesewasCell_c7606c11a7d57d89ba897383b23316e3 } from '@/components/cms/PesewasCell'
import { PasswordField as PasswordField_3817bf644402e67bfe6577f60ef982de } from '@payloadcms/ui'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { FixedToolbarFeatureClient as FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { Icon as Icon_de547fa89a1279ba547bbdeacece0a0d } from '@/components/cms/Brand'
import { Logo as Logo_de547fa89a1279ba547bbdeacece0a0d } from '@/components/cms/Brand'
import { ReviewsWaiting as ReviewsWaiting_a31ea613fa1c28672caaaba57679256d } from '@/components/cms/ReviewsWaiting'
import { DashboardGuide as DashboardGuide_5394ec634d1a76efad585e242a01a755 } from '@/components/cms/DashboardGuide'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/components/cms/StayDayCell#StayDayCell": StayDayCell_2b574e2dc0e2cb31ca8f783de6a44caf,
  "@/components/cms/StayDayField#StayDayField": StayDayField_5139f2babf0365daf0f310fb2955cfc2,
  "@/components/cms/IconPicker#IconPicker": IconPicker_b41c660c832bd6f2f93e624485faa5fb,
  "@/components/cms/PreviewButton#PreviewButton": PreviewButton_5ed156ebb87789714a0360e83bc913bc,
  "@/components/cms/VersionsWithAuthors#VersionsWithAuthors": VersionsWithAuthors_1a704a2d0b7034310139fba963c0d6fe,
  "@/components/cms/RowLabel#RowLabel": RowLabel_81b8efa9d5f04cca4c5339b2d9705d11,
  "@/components/cms/PesewasCell#PesewasCell": PesewasCell_c7606c11a7d57d89ba897383b23316e3,
  "@payloadcms/ui#PasswordField": PasswordField_3817bf644402e67bfe6577f60ef982de,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#FixedToolbarFeatureClient": FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/components/cms/Brand#Icon": Icon_de547fa89a1279ba547bbdeacece0a0d,
  "@/components/cms/Brand#Logo": Logo_de547fa89a1279ba547bbdeacece0a0d,
  "@/components/cms/ReviewsWaiting#ReviewsWaiting": ReviewsWaiting_a31ea613fa1c28672caaaba57679256d,
  "@/components/cms/DashboardGuide#DashboardGuide": DashboardGuide_5394ec634d1a76efad585e242a01a755,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
