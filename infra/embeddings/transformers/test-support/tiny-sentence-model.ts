import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Writes into `folder` the smallest model folder that `@huggingface/transformers` loads, offline, for the
 * 'feature-extraction' pipeline as it would a BERT sentence model: config.json, a WordPiece tokenizer over the
 * given vocabulary, and onnx/model.onnx (the file it picks for dtype fp32 on the CPU). The graph is a single
 * Gather: token i's hidden state is `vocabulary[token i]`, so a sentence's mean-pooled vector follows by hand from
 * the rows. The vocabulary must hold [PAD], [UNK], [CLS] and [SEP]; its order gives the token ids.
 */
export function writeTinySentenceModel(folder: string, vocabulary: Record<string, readonly number[]>): void {
  const tokens = Object.keys(vocabulary);
  const rows = Object.values(vocabulary);
  const hiddenSize = rows[0]!.length;
  const id = (token: string) => tokens.indexOf(token);
  mkdirSync(join(folder, 'onnx'), { recursive: true });
  writeFileSync(
    join(folder, 'config.json'),
    JSON.stringify({ model_type: 'bert', architectures: ['BertModel'], hidden_size: hiddenSize }),
  );
  writeFileSync(
    join(folder, 'tokenizer_config.json'),
    JSON.stringify({ tokenizer_class: 'BertTokenizer', do_lower_case: true, model_max_length: 128 }),
  );
  const special = ['[PAD]', '[UNK]', '[CLS]', '[SEP]'];
  writeFileSync(
    join(folder, 'tokenizer.json'),
    JSON.stringify({
      version: '1.0',
      truncation: null,
      padding: null,
      added_tokens: special.map((content) => ({
        id: id(content),
        content,
        single_word: false,
        lstrip: false,
        rstrip: false,
        normalized: false,
        special: true,
      })),
      normalizer: { type: 'BertNormalizer', clean_text: true, handle_chinese_chars: true, lowercase: true },
      pre_tokenizer: { type: 'BertPreTokenizer' },
      post_processor: { type: 'BertProcessing', cls: ['[CLS]', id('[CLS]')], sep: ['[SEP]', id('[SEP]')] },
      decoder: { type: 'WordPiece', prefix: '##', cleanup: true },
      model: {
        type: 'WordPiece',
        unk_token: '[UNK]',
        continuing_subword_prefix: '##',
        max_input_chars_per_word: 100,
        vocab: Object.fromEntries(tokens.map((token, index) => [token, index])),
      },
    }),
  );
  writeFileSync(join(folder, 'onnx', 'model.onnx'), gatherModel(rows.flat(), rows.length, hiddenSize));
}

/*
 * ONNX files are protobuf messages (onnx/onnx.proto). No ONNX writer for Node is worth a dependency for one test
 * model (protobufjs is here only as a dependency of dependencies), so the few messages needed are encoded by
 * hand: each field is a varint key (field number × 8 + wire type), then a varint (wire type 0) or a varint
 * length and that many bytes (wire type 2: strings, bytes and nested messages). The field numbers in the
 * comments are onnx.proto's.
 */
const varint = (value: number): number[] => {
  const out: number[] = [];
  for (; value > 0x7f; value = Math.floor(value / 128)) out.push((value % 128) | 0x80);
  return [...out, value];
};
const integer = (field: number, value: number) => [...varint(field * 8), ...varint(value)];
const bytes = (field: number, content: ArrayLike<number>) => [
  ...varint(field * 8 + 2),
  ...varint(content.length),
  ...Array.from(content),
];
const text = (field: number, value: string) => bytes(field, new TextEncoder().encode(value));
const message = (field: number, ...fields: number[][]) => bytes(field, fields.flat());

const FLOAT = 1; // TensorProto.DataType
const INT64 = 7;

/** ValueInfoProto {name = 1, type = 2 → TypeProto.tensor_type = 1 {elem_type = 1, shape = 2 → dim = 1}}. */
const valueInfo = (field: number, name: string, elementType: number, shape: (string | number)[]) =>
  message(
    field,
    text(1, name),
    message(
      2,
      message(
        1,
        integer(1, elementType),
        // Dimension {dim_value = 1 | dim_param = 2}: a name makes the axis dynamic, as exported models do.
        message(2, ...shape.map((dim) => message(1, typeof dim === 'string' ? text(2, dim) : integer(1, dim)))),
      ),
    ),
  );

/** last_hidden_state = Gather(embeddings, input_ids): the inputs a BERT export has, a table as the only layer. */
function gatherModel(table: number[], vocabularySize: number, hiddenSize: number): Uint8Array {
  const tokenAxes = ['batch_size', 'sequence_length'];
  const graph = [
    // NodeProto {input = 1, output = 2, op_type = 4, attribute = 5 → AttributeProto {name = 1, i = 3, type = 20 (INT = 2)}}
    message(
      1,
      text(1, 'embeddings'),
      text(1, 'input_ids'),
      text(2, 'last_hidden_state'),
      text(4, 'Gather'),
      message(5, text(1, 'axis'), integer(3, 0), integer(20, 2)),
    ),
    text(2, 'tiny-sentence-model'), // GraphProto.name
    // GraphProto.initializer = 5 → TensorProto {dims = 1, data_type = 2, name = 8, raw_data = 9 (little-endian)}
    message(
      5,
      integer(1, vocabularySize),
      integer(1, hiddenSize),
      integer(2, FLOAT),
      text(8, 'embeddings'),
      bytes(9, new Uint8Array(new Float32Array(table).buffer)),
    ),
    // GraphProto.input = 11, output = 12. Only input_ids is read; declaring the other two makes the pipeline
    // feed the model as it feeds a real BERT export (it makes up token_type_ids only for models that declare it).
    valueInfo(11, 'input_ids', INT64, tokenAxes),
    valueInfo(11, 'attention_mask', INT64, tokenAxes),
    valueInfo(11, 'token_type_ids', INT64, tokenAxes),
    valueInfo(12, 'last_hidden_state', FLOAT, [...tokenAxes, hiddenSize]),
  ];
  // ModelProto {ir_version = 1, producer_name = 2, graph = 7, opset_import = 8 → OperatorSetIdProto {version = 2}}
  return new Uint8Array([
    ...integer(1, 8),
    ...text(2, 'portal-inmobiliario test'),
    ...message(7, ...graph),
    ...message(8, integer(2, 13)),
  ]);
}
