/**
 * The default value of a property, parameter or type parameter (` = …`), from the declaration or
 * its `@default` tag. Ported from docusaurus-plugin-typedoc-api 4.4.0's `DefaultValue` (MIT),
 * markup unchanged.
 */
import type {ReactNode} from 'react';
import type {JSONOutput} from 'typedoc';
import ApiType from '@site/src/components/ApiType';
import {displayPartsToMarkdown} from '@site/src/utils/apiComments';

/** The Markdown of a comment's `@default` tag, or null without one. */
function extractDefaultTag(comment?: JSONOutput.Comment): string | null {
  const tag = comment?.blockTags?.find((blockTag) => blockTag.tag === '@default');
  return tag ? displayPartsToMarkdown(tag.content) : null;
}

/**
 * @param props.comment the comment that may hold a `@default` tag
 * @param props.value the default: TypeDoc's text of an initializer, or a type parameter's type
 * @param props.type the declared type, which a `@default` tag is shown as
 * @returns a `<span class="tsd-signature-symbol">` starting ` = `, or nothing without a default
 */
export default function ApiDefaultValue({
  comment,
  value,
  type,
}: {
  comment?: JSONOutput.Comment;
  value?: string | JSONOutput.SomeType;
  type?: JSONOutput.SomeType;
}): ReactNode {
  if (!comment && !value) {
    return null;
  }
  const defaultTag = extractDefaultTag(comment);
  if (!defaultTag && !value) {
    return null;
  }
  return (
    <span className="tsd-signature-symbol">
      {' = '}
      {value && <>{typeof value === 'string' ? value : <ApiType type={value} />}</>}
      {!value && defaultTag && (
        // As the plugin does, the tag's text is the value of a literal type, but for a declared
        // type other than an intrinsic one: that type then shows as declared, without the text.
        <ApiType
          type={
            type && type.type !== 'intrinsic'
              ? ({...type, value: defaultTag} as JSONOutput.SomeType)
              : {type: 'literal', value: defaultTag}
          }
        />
      )}
    </span>
  );
}
